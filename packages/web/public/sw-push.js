// Web push handlers (issue 20 item 5): written by the web push work; this placeholder keeps importScripts working.
