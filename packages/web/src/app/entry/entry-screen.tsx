// /app: the loading and decision screen (RULES.md "States and transitions"). It shows the splash while
// decide-entry.ts (its own chunk, fetched as the screen shows) reads the position if allowed and asks the server who
// this is, then sends the person on to the first gate they have not passed.
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLoading } from '../shell/app-loading.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { useEntryDestination } from './api/entry-destination.ts';

export function EntryScreen() {
  useDocumentTitle('Welcome');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnto = search.get('returnto');
  const { data: destination } = useEntryDestination(returnto);

  useEffect(() => {
    // Replace, so Back from the next screen does not land on this one and bounce forward again.
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  return <AppLoading />;
}
