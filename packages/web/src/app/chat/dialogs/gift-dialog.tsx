// Send a Gift (RULES.md "Screens and routes"): the person's own AI images, their pebble balance, Generate New Image
// (to /app/newimage?from=chat), and Send as Gift on the chosen image for a pebble. The balance on every screen is
// refreshed after a gift; a refusal shows the server's words, with the way to the Store when pebbles ran out.
import { MEDIA, MONEY } from '@rookery/shared/limits.ts';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Gift, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, textLinkClass } from '../../../components/button-styles.ts';
import { accountKeys } from '../../account/api/account-keys.ts';
import { useSetMenuPebbles } from '../../account/api/menu.ts';
import { useImagesPage } from '../../images/api/images.ts';
import { ImageFrame } from '../../images/public/image-frame.tsx';
import { usePebbles } from '../../pebbles/api/pebbles.ts';
import { pebblesKeys } from '../../pebbles/api/pebbles-keys.ts';
import { PebbleCount } from '../../pebbles/public/pebble-count.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { useAckAction } from '../api/use-ack-action.ts';
import type { ChatDialogProps } from '../public/chat-types.ts';
import { ChatSheet } from './chat-sheet.tsx';
import { ackNumber, matchName } from './dialog-logic.ts';
import {
  GIFT_NEW_IMAGE_PATH,
  GIFT_STORE_PATH,
  GIFT_TEXT,
  giftCostText,
  giftImageLabel,
  needsStore,
} from './gift-logic.ts';

const pageButton =
  'h-10 rounded-full px-4 text-sm font-semibold text-ocean-900 ring-1 ring-inset ring-ocean-200 hover:bg-ocean-50 focus-visible:ring-4 focus-visible:ring-ice-300 focus-visible:outline-none disabled:text-ocean-300 disabled:ring-ocean-100 disabled:hover:bg-transparent';

export function GiftDialog({ open, onClose, match, emit }: ChatDialogProps) {
  const queryClient = useQueryClient();
  const setMenuPebbles = useSetMenuPebbles();
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const images = useImagesPage(page);
  const pebbles = usePebbles();
  const send = useAckAction();
  const groupName = useId();
  const { reset } = send;

  // Each opening starts afresh: nothing chosen, no old refusal, the balance read again.
  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setHint(null);
    reset();
    void queryClient.invalidateQueries({ queryKey: pebblesKeys.balance });
  }, [open, reset, queryClient]);

  async function sendGift() {
    if (!chosen) {
      setHint(GIFT_TEXT.choose);
      return;
    }
    const answer = await send.run(() =>
      emit('sendgift', {
        room: match.match_id,
        my_id: match.my_id,
        user_id: match.user_id,
        imageid: chosen,
      }),
    );
    // The answer carries the new balance: shown at once, then every balance is read again, since a refusal
    // can also mean another screen spent the pebble meanwhile.
    const balance = answer ? ackNumber(answer, 'pebbles') : undefined;
    if (balance !== undefined) setMenuPebbles(balance);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: pebblesKeys.balance }),
      queryClient.invalidateQueries({ queryKey: accountKeys.menu }),
    ]);
    if (answer?.success) onClose();
  }

  const data = images.data;
  const empty = data !== undefined && data.total === 0;
  const storeWay = needsStore(send.error, pebbles.data);

  return (
    <ChatSheet
      open={open}
      onClose={onClose}
      busy={send.pending}
      title="Send a Gift"
      description={`Choose one of your AI images to send to ${matchName(match)}.`}
      footer={
        <>
          {send.error ? (
            <InlineAlert
              action={
                storeWay ? (
                  <Link to={GIFT_STORE_PATH} className={textLinkClass}>
                    {GIFT_TEXT.storeLink}
                  </Link>
                ) : undefined
              }
            >
              {send.error}
            </InlineAlert>
          ) : null}
          {hint && !chosen ? <InlineAlert>{hint}</InlineAlert> : null}
          <AppButton onClick={sendGift} pending={send.pending} pendingLabel="Sending…" disabled={empty}>
            <Gift className="size-5" aria-hidden />
            Send as Gift
          </AppButton>
          <p className="text-center text-sm text-ocean-500">{giftCostText()}</p>
        </>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <PebbleCount pebbles={pebbles.data} />
          {pebbles.data !== undefined && pebbles.data < MONEY.pebblesPerGift ? (
            <Link to={GIFT_STORE_PATH} className={`text-sm ${textLinkClass}`}>
              Get pebbles
            </Link>
          ) : null}
        </div>
        <Link to={GIFT_NEW_IMAGE_PATH} className={buttonClass('outline', 'md')}>
          <Plus className="size-4" aria-hidden />
          Generate New Image
        </Link>
      </div>

      <div className="mt-5">
        {images.isError && !data ? <InlineAlert>{GIFT_TEXT.imagesFailed}</InlineAlert> : null}
        {images.isPending ? <GiftGridSkeleton /> : null}
        {empty ? (
          <p className="rounded-2xl bg-ocean-50 px-4 py-6 text-center text-ocean-600">{GIFT_TEXT.noImages}</p>
        ) : null}
        {data && !empty ? (
          <fieldset className={images.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <legend className="sr-only">Your images</legend>
            <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
              {data.images.map((image, index) => {
                const selected = image.imageid === chosen;
                return (
                  <label
                    key={image.imageid}
                    className={clsx(
                      'relative block cursor-pointer overflow-hidden rounded-2xl ring-offset-2 transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ice-400',
                      selected ? 'ring-3 ring-coral-400' : 'ring-1 ring-ocean-100',
                    )}
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={image.imageid}
                      checked={selected}
                      onChange={() => setChosen(image.imageid)}
                      aria-label={giftImageLabel(
                        page * (data.pageSize || MEDIA.imagesPerPage) + index + 1,
                        image.description,
                      )}
                      className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
                    />
                    <ImageFrame imageid={image.imageid} alt="" lazy={index >= 9} />
                    {selected ? (
                      <span className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full bg-coral-400 text-ocean-950 shadow-card">
                        <Check className="size-4" strokeWidth={3} aria-hidden />
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </div>
            {data.pages > 1 ? (
              <div className="mt-4 flex items-center justify-between">
                <button
                  type="button"
                  className={pageButton}
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </button>
                <span className="text-sm text-ocean-600 tabular-nums">
                  Page {page + 1} of {data.pages}
                </span>
                <button
                  type="button"
                  className={pageButton}
                  disabled={page >= data.pages - 1}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </button>
              </div>
            ) : null}
          </fieldset>
        ) : null}
      </div>
    </ChatSheet>
  );
}

function GiftGridSkeleton() {
  return (
    <div className="grid grid-cols-3 gap-2.5 sm:gap-3" aria-hidden>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className="aspect-square animate-pulse rounded-2xl bg-ocean-100" />
      ))}
    </div>
  );
}
