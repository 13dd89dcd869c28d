// RULES.md "Validation": Generate New Image with zero pebbles shows a modal. Its wording is ours: what pebbles are,
// how to get one, and a way out that keeps what the person wrote.
import { MONEY } from '@rookery/shared/limits.ts';
import { Gem } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles.ts';
import { AppDialog } from '../shell/app-dialog.tsx';
import { AppButton } from '../shell/submit-button.tsx';

interface OutOfPebblesDialogProps {
  open: boolean;
  onClose: () => void;
}

export function OutOfPebblesDialog({ open, onClose }: OutOfPebblesDialogProps) {
  return (
    <AppDialog
      open={open}
      title="You need a pebble"
      icon={<Gem className="size-7" aria-hidden />}
      onClose={onClose}
      actions={
        <>
          <Link to="/app/store?from=newimage" className={buttonClass('primary', 'lg', 'w-full')}>
            Get pebbles
          </Link>
          <AppButton variant="outline" onClick={onClose}>
            Not now
          </AppButton>
        </>
      }
    >
      <p>
        Pebbles are how new images are paid for. Your first image was on us; each new one costs{' '}
        {MONEY.pebblesPerImage} pebble, and you have none left right now.
      </p>
      <p className="mt-3">
        Watch a short ad in the store to earn one: one ad = one pebble. What you wrote stays here for when you
        come back.
      </p>
    </AppDialog>
  );
}
