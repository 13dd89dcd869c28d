// /app/profile1, 'The Profile Corner' (RULES.md "Screens and routes", "States and transitions", "Validation"): the
// profile editor. Back returns to /app when the person came from the media hub (from=profile2), else to the previous
// page; a save moves on to /app/profile2. Below the editor, the face check's section.
import { type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { SignOutButton } from '../auth/public/sign-out-button.tsx';
import { AppScreen, type BackTarget } from '../shell/app-screen.tsx';
import { useEditorStart } from './api/editor-start.ts';
import { ProfileEditor } from './profile-editor.tsx';

function EditorSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading your profile"
      className="flex animate-pulse flex-col gap-5"
    >
      {['w-24', 'w-32', 'w-20', 'w-28'].map((width) => (
        <div key={width}>
          <div className={`h-4 ${width} rounded-full bg-ocean-100`} />
          <div className="mt-2 h-12 rounded-xl bg-ocean-50" />
        </div>
      ))}
      <div className="h-32 rounded-xl bg-ocean-50" />
    </div>
  );
}

interface ProfileCornerScreenProps {
  /**
   * The face check's section ("Verify it's you"), which app-routes.tsx hands in from its own feature and
   * chunk (features do not import each other); it loads on its own, below the editor.
   */
  faceCheck?: ReactNode;
}

export function ProfileCornerScreen({ faceCheck }: ProfileCornerScreenProps = {}) {
  const [search] = useSearchParams();
  const back: BackTarget = search.get('from') === 'profile2' ? '/app' : { history: true, fallback: '/app' };
  const start = useEditorStart();
  return (
    <AppScreen
      title="The Profile Corner"
      back={back}
      intro="Personality first, photos later. Tell people who you are and who you hope to meet."
      wide
    >
      {start ? <ProfileEditor {...start} /> : <EditorSkeleton />}
      {faceCheck ? <Suspense fallback={null}>{faceCheck}</Suspense> : null}
      <div className="mt-10 border-t border-ocean-100 pt-6">
        <SignOutButton />
      </div>
    </AppScreen>
  );
}
