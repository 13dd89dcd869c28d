// The Profile Corner's form: four sections, the skipped note, the overlays, and the save with its alerts
// (RULES.md "Validation": a missing or under-age date of birth is an alert; RULES.md "Errors": a failed save shows
// the server's words, else 'Oops something went wrong!').
import { PROFILE_MESSAGES, ZProfile } from '@rookery/shared/schemas/profile.ts';
import { CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { isUnauthorized, messageOf } from '../../lib/api-client.ts';
import { usePublicConfig } from '../../lib/config-context.tsx';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { AppDialog } from '../shell/app-dialog.tsx';
import { InlineAlert } from '../shell/inline-alert.tsx';
import { AppButton } from '../shell/submit-button.tsx';
import type { EditorStart } from './api/editor-start.ts';
import { useSaveProfile } from './api/save-profile.ts';
import { showFirstError } from './first-error.ts';
import { InfoOverlay, type InfoTopic } from './info-overlay.tsx';
import { PersonalitySection } from './personality-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { PrivateSection } from './private-section.tsx';
import { ProfileBuilder } from './profile-builder.tsx';
import type { ProfileFormValues } from './profile-form-values.ts';
import { PublicSection } from './public-section.tsx';
import { skippedNote } from './skipped-fields.ts';
import { WelcomeOverlay } from './welcome-overlay.tsx';

interface Alert {
  title: string;
  text: string;
}

export function ProfileEditor({ initial, isNew, country, loadError }: EditorStart) {
  const { product } = usePublicConfig();
  const form = useSchemaForm<typeof ZProfile, ProfileFormValues>(ZProfile, {
    defaultValues: initial,
    // showFirstError does it once the messages are on screen, for choice groups and the date too.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [welcome, setWelcome] = useState(isNew);
  const [info, setInfo] = useState<InfoTopic | null>(null);
  const [building, setBuilding] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  // RULES.md "Screens and routes", "States and transitions": worked out when the editor opens and again when the
  // builder finishes, not on every keystroke.
  const [note, setNote] = useState(() => skippedNote(initial));
  const save = useSaveProfile(country);

  const recomputeNote = () => setNote(skippedNote(form.getValues()));

  const onInvalid = (errors: FieldErrors<ProfileFormValues>) => {
    const dob = errors.DOB?.message;
    if (dob === PROFILE_MESSAGES.underAge) setAlert({ title: `${product} is for adults`, text: dob });
    else if (dob) setAlert({ title: 'Date of birth', text: dob });
    // Once this render has marked the fields invalid; with an alert, once it is closed (closeAlert).
    else requestAnimationFrame(() => showFirstError(formRef.current));
  };
  const closeAlert = () => {
    const afterSave = alert?.title !== 'Your profile was not saved';
    setAlert(null);
    // After the dialog has handed focus back to Save, which would leave the page at the bottom.
    if (afterSave) requestAnimationFrame(() => showFirstError(formRef.current));
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        className="flex flex-1 flex-col"
        onSubmit={form.handleSubmit(
          (profile) =>
            save.mutate(profile, {
              onError: (error) => {
                if (!isUnauthorized(error)) {
                  setAlert({ title: 'Your profile was not saved', text: messageOf(error) });
                }
              },
            }),
          onInvalid,
        )}
      >
        {loadError ? <InlineAlert className="mb-6">{loadError}</InlineAlert> : null}
        {note ? (
          <p className="mb-7 flex gap-3 rounded-2xl bg-ocean-50 px-4 py-3 text-sm leading-relaxed text-ocean-600">
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-ocean-400" aria-hidden />
            {note}
          </p>
        ) : null}
        {/* At 1024 px and up what others see beside the rest, each column in the phone's order. */}
        <div className="flex flex-col gap-8 lg:grid lg:grid-cols-2 lg:items-start lg:gap-x-12">
          <div className="flex min-w-0 flex-col gap-8">
            <PublicSection form={form} onInfo={setInfo} onBuilder={() => setBuilding(true)} />
          </div>
          <div className="flex min-w-0 flex-col gap-8">
            <PrivateSection form={form} />
            <PreferencesSection form={form} />
            <PersonalitySection form={form} onInfo={setInfo} />
          </div>
        </div>
        <div className="sticky bottom-0 z-10 -mx-6 mt-8 border-t border-ocean-100 bg-white/95 px-6 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-9 sm:px-9 lg:flex lg:justify-end lg:*:w-80">
          <AppButton type="submit" pending={save.isPending || save.isSuccess} pendingLabel="Saving…">
            Save profile
          </AppButton>
        </div>
      </form>

      <WelcomeOverlay open={welcome} onStart={() => setWelcome(false)} />
      <InfoOverlay topic={info} onClose={() => setInfo(null)} />
      <ProfileBuilder
        open={building}
        onClose={() => setBuilding(false)}
        onDone={(text) => {
          form.setValue('description', text, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          setBuilding(false);
          recomputeNote();
        }}
      />
      <AppDialog
        open={alert !== null}
        title={alert?.title ?? ''}
        onClose={closeAlert}
        actions={
          <AppButton variant="dark" onClick={closeAlert}>
            OK
          </AppButton>
        }
      >
        {alert?.text}
      </AppDialog>
    </>
  );
}
