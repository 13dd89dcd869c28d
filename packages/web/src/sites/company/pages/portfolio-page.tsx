// The portfolio of the company's founding engineer (a fictional person, RULES.md "Names").
import { Mail, MapPin } from 'lucide-react';
import { ButtonAnchor } from '../../../components/button-link.tsx';
import { Container } from '../../../components/container.tsx';
import { usePublicConfig } from '../../../lib/config-context.tsx';

const engineer = { name: 'Mereana Hollis', initials: 'MH', mailbox: 'mereana' };

const skills = [
  'TypeScript',
  'React',
  'Node.js',
  'PostgreSQL',
  'WebRTC',
  'Socket.IO',
  'Accessibility (WCAG)',
  'Design systems',
  'Privacy engineering',
];

function projectsFor(product: string) {
  return [
    {
      name: product,
      year: '2024 – now',
      text: `Led the build of ${product} from the first prototype: the web app, realtime chat, voice and video calls over WebRTC, and the chat-first reveal that unlocks photos only when both people agree.`,
      tags: ['React', 'Node.js', 'WebRTC'],
    },
    {
      name: 'Pebble ledger',
      year: '2025',
      text: 'An append-only ledger for the in-app currency: every pebble earned or spent is a row with its reason, and a balance can never go below zero, even under concurrent requests.',
      tags: ['PostgreSQL', 'Transactions'],
    },
    {
      name: 'Offline illustrator',
      year: '2025',
      text: 'A small image generator that turns the words of a profile prompt into an illustrated scene, so every new profile starts with a picture even on a machine with no network.',
      tags: ['SVG', 'Generative art'],
    },
    {
      name: 'Floe UI',
      year: '2024',
      text: 'The shared component kit behind our sites: accessible menus, buttons and layouts with visible focus, built mobile-first for a 390 px screen.',
      tags: ['Design systems', 'Accessibility'],
    },
  ];
}

export function PortfolioPage() {
  const { company, product, pressEmail } = usePublicConfig();
  const email = `${engineer.mailbox}@${pressEmail.split('@')[1] ?? ''}`;

  return (
    <>
      <section className="border-b border-ocean-100 bg-linear-to-b from-ice-50 to-white">
        <Container className="flex flex-col gap-8 py-14 sm:flex-row sm:items-center sm:py-20">
          <span
            aria-hidden="true"
            className="grid size-28 shrink-0 place-items-center rounded-full bg-ocean-950 font-display text-4xl font-bold text-ice-200 ring-8 ring-ice-100"
          >
            {engineer.initials}
          </span>
          <div>
            <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">Portfolio</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{engineer.name}</h1>
            <p className="mt-2 text-xl text-ocean-700">Founding Engineer at {company}</p>
            <p className="mt-3 flex items-center gap-2 text-ocean-600">
              <MapPin className="size-4" aria-hidden />
              Auckland, New Zealand
            </p>
          </div>
        </Container>
      </section>

      <Container className="grid gap-14 py-14 sm:py-20 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-10">
          <section aria-labelledby="bio-heading">
            <h2 id="bio-heading" className="text-2xl font-bold">
              About
            </h2>
            <p className="mt-3 leading-relaxed text-ocean-700">
              Full-stack engineer with a soft spot for realtime systems and accessible interfaces. Before
              joining {company} as its first engineer, {engineer.name.split(' ')[0]} spent eight years
              building messaging and payments products. She believes the safest feature is the one that never
              collects the data in the first place.
            </p>
          </section>
          <section aria-labelledby="skills-heading">
            <h2 id="skills-heading" className="text-2xl font-bold">
              Skills
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-ice-100 px-3.5 py-1.5 text-sm font-medium text-ocean-800"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-labelledby="reach-heading"
            className="rounded-3xl bg-pebble-50 p-6 ring-1 ring-pebble-200"
          >
            <h2 id="reach-heading" className="text-xl font-bold">
              Contact
            </h2>
            <p className="mt-2 text-ocean-700">Talks, collaborations or a chat about {product}.</p>
            <ButtonAnchor href={`mailto:${email}`} variant="dark" className="mt-5">
              <Mail className="size-4" aria-hidden />
              Email {engineer.name.split(' ')[0]}
            </ButtonAnchor>
          </section>
        </div>

        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading" className="text-2xl font-bold">
            Selected projects
          </h2>
          <ul className="mt-6 grid gap-5">
            {projectsFor(product).map((project) => (
              <li key={project.name} className="rounded-3xl p-6 ring-1 ring-ocean-100 shadow-card sm:p-7">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="text-xl font-bold">{project.name}</h3>
                  <p className="text-sm font-medium text-ocean-500">{project.year}</p>
                </div>
                <p className="mt-3 leading-relaxed text-ocean-700">{project.text}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label="Technologies">
                  {project.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-pebble-100 px-3 py-1 text-xs font-semibold text-pebble-700"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
