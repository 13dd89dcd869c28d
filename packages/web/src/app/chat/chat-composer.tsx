// The message box (RULES.md "Screens and routes", "Validation"): the input menu (call, image or full-profile request,
// gift, dates), up to 200 characters with a counter, Enter sends and Shift+Enter starts a new line.
import { LIMITS } from '@rookery/shared/limits.ts';
import {
  CalendarHeart,
  Gift,
  ImagePlus,
  Phone,
  Plus,
  SendHorizontal,
  UserRoundCheck,
  Video,
} from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useDropdown } from '../../components/use-dropdown.ts';
import { MenuItem } from './chat-header.tsx';

export type InputMenuChoice = 'call' | 'image' | 'fullprofile' | 'gift' | 'dates';

interface ComposerProps {
  fullMatch: boolean;
  /** An image is uploading (the picker reports it). */
  imageBusy: boolean;
  onSend: (text: string) => void;
  onChoose: (choice: InputMenuChoice) => void;
  /** The message box takes focus when the chat opens (from 'It's a match!'). */
  focusOnOpen?: boolean;
}

export function ChatComposer({ fullMatch, imageBusy, onSend, onChoose, focusOnOpen }: ComposerProps) {
  const [text, setText] = useState('');
  const menu = useDropdown();
  const inputId = useId();
  const counterId = useId();
  const trimmed = text.trim();
  const canSend = trimmed.length > 0 && text.length <= LIMITS.chatText;

  const send = () => {
    if (!canSend) return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (Japanese, Chinese input) confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const choose = (choice: InputMenuChoice) => {
    menu.close();
    onChoose(choice);
  };

  return (
    <form
      className="relative shrink-0 border-t border-ocean-100 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div
        {...menu.panelProps}
        className="absolute bottom-full left-2 mb-2 w-60 rounded-3xl bg-white p-2 shadow-lift ring-1 ring-ocean-100"
      >
        <ul aria-label="Chat options">
          <MenuItem
            icon={
              fullMatch ? <Video className="size-5" aria-hidden /> : <Phone className="size-5" aria-hidden />
            }
            onClick={() => choose('call')}
          >
            {fullMatch ? 'Video Call' : 'Voice Call'}
          </MenuItem>
          {fullMatch ? (
            <MenuItem icon={<ImagePlus className="size-5" aria-hidden />} onClick={() => choose('image')}>
              Send an Image
            </MenuItem>
          ) : (
            <MenuItem
              icon={<UserRoundCheck className="size-5" aria-hidden />}
              onClick={() => choose('fullprofile')}
            >
              Full Match
            </MenuItem>
          )}
          <MenuItem icon={<Gift className="size-5" aria-hidden />} onClick={() => choose('gift')}>
            Send a Gift
          </MenuItem>
          <MenuItem icon={<CalendarHeart className="size-5" aria-hidden />} onClick={() => choose('dates')}>
            Dates
          </MenuItem>
        </ul>
      </div>
      <div className="flex items-end gap-2">
        <button
          {...menu.buttonProps}
          aria-label="Chat options"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-ocean-50 text-ocean-900 transition-colors hover:bg-ocean-100 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none aria-expanded:bg-ocean-900 aria-expanded:text-white"
        >
          <Plus className="size-6 transition-transform in-aria-expanded:rotate-45" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <textarea
            id={inputId}
            // biome-ignore lint/a11y/noAutofocus: the person chose 'Send a message'; the chat opens to write it
            autoFocus={focusOnOpen}
            value={text}
            onChange={(event) => setText(event.target.value.slice(0, LIMITS.chatText))}
            onKeyDown={onKeyDown}
            maxLength={LIMITS.chatText}
            rows={1}
            aria-describedby={counterId}
            placeholder={imageBusy ? 'Sending your image…' : 'Write a message'}
            className="field-sizing-content block max-h-32 min-h-11 w-full resize-none rounded-3xl bg-ocean-50 px-4 py-2.5 text-base text-ocean-950 placeholder:text-ocean-400 focus-visible:bg-white focus-visible:ring-2 focus-visible:ring-ice-500 focus-visible:outline-none"
          />
        </div>
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-coral-400 text-ocean-950 transition-colors hover:bg-coral-300 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:bg-ocean-100 disabled:text-ocean-400"
        >
          <SendHorizontal className="size-5" aria-hidden />
        </button>
      </div>
      <p id={counterId} className="mt-1 pr-14 text-right text-xs text-ocean-500" aria-live="polite">
        {text.length}/{LIMITS.chatText}
      </p>
    </form>
  );
}
