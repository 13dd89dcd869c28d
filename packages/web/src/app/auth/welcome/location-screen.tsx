// /app/location (RULES.md "Screens and routes"): 'Help us match you'. Allow asks the browser for a precise position
// (high accuracy, 5000 ms), hands it to logincheck and returns to /app; when that fails, an alert says why, with a
// retry.
import { Globe2, Lock, MapPin } from 'lucide-react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { usePublicConfig } from '../../../lib/config-context.tsx';
import { AppScreen } from '../../shell/app-screen.tsx';
import { InlineAlert } from '../../shell/inline-alert.tsx';
import { AppButton } from '../../shell/submit-button.tsx';
import { useShareLocation } from '../api/welcome.ts';

export function LocationScreen() {
  const { product } = usePublicConfig();
  const navigate = useNavigate();
  const allow = useShareLocation();
  const ask = () => allow.mutate(undefined, { onSuccess: () => navigate('/app', { replace: true }) });

  const points = [
    { icon: MapPin, text: `${product} uses your precise location to match you with people nearby.` },
    {
      icon: Lock,
      text: 'It is never shared with third parties. Other people only see a rounded distance and your area.',
    },
    { icon: Globe2, text: 'The country you are in may be shared.' },
  ];

  return (
    <AppScreen
      title="Help us match you"
      art={
        <div
          className="relative mb-6 grid h-36 place-items-center overflow-hidden rounded-3xl bg-ice-100"
          aria-hidden
        >
          <div className="absolute size-52 rounded-full border-2 border-ice-200" />
          <div className="absolute size-32 rounded-full border-2 border-ice-300" />
          <span className="relative grid size-16 place-items-center rounded-full bg-coral-400 text-ocean-950 shadow-lift">
            <MapPin className="size-8" />
          </span>
        </div>
      }
    >
      <ul className="flex flex-col gap-4">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3.5 leading-relaxed text-ocean-700">
            <Icon className="mt-0.5 size-5 shrink-0 text-ice-600" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
      {allow.isError && !allow.isPending ? (
        <InlineAlert
          className="mt-6"
          action={
            <button
              type="button"
              onClick={ask}
              className="font-semibold underline decoration-2 underline-offset-4"
            >
              Try again
            </button>
          }
        >
          {messageOf(allow.error)}
        </InlineAlert>
      ) : null}
      <div className="mt-auto pt-8">
        <AppButton onClick={ask} pending={allow.isPending || allow.isSuccess} pendingLabel="Finding you…">
          Allow location
        </AppButton>
      </div>
    </AppScreen>
  );
}
