// A stand-in service worker until the installable app's own (issue 20, h/pwa) lands: web push only.
importScripts('/sw-push.js');
