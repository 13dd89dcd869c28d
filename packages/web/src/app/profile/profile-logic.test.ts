// The editor's pure parts: the builder's sentence and steps, the skipped note, the age range, the year grid,
// and the values the form starts from.
import { describe, expect, it } from 'vitest';
import { ageRangeLabel } from './age-range.ts';
import {
  BUILDER_STEPS,
  builderBack,
  builderNext,
  builderStart,
  composeBuilderText,
} from './builder-sentence.ts';
import { dayDate, dayText, formatDobTyping, latestBirthDate } from './dob-text.ts';
import { formValuesFrom, isStoredProfile, profileCookieValues } from './profile-form-values.ts';
import { skippedNote } from './skipped-fields.ts';
import { pageIndexOf, yearPage } from './year-pages.ts';

describe('composeBuilderText', () => {
  it('joins all six steps into grammatical sentences', () => {
    expect(
      composeBuilderText([
        'marine biologist',
        'names every penguin',
        'out on the water',
        'a long brunch.',
        'kindness',
        'I can juggle!',
      ]),
    ).toBe(
      "I'm a marine biologist who names every penguin, and I'm happiest when out on the water. " +
        'My perfect Sunday looks like a long brunch. I care about kindness. A fun fact about me: I can juggle!',
    );
  });

  // Every mix of the first three answers (job, trait, happiest when) reads as one English sentence.
  it.each([
    [['', '', ''], ''],
    [['baker', '', ''], "I'm a baker."],
    [['', 'hums a lot', ''], "I'm someone who hums a lot."],
    [['', '', 'it rains'], "I'm happiest when it rains."],
    [['baker', 'hums a lot', ''], "I'm a baker who hums a lot."],
    [['baker', '', 'it rains'], "I'm a baker, and I'm happiest when it rains."],
    [['', 'hums a lot', 'it rains'], "I'm someone who hums a lot, and I'm happiest when it rains."],
    [['baker', 'hums a lot', 'it rains'], "I'm a baker who hums a lot, and I'm happiest when it rains."],
  ])('first sentence from %j', (answers, sentence) => {
    expect(composeBuilderText([...answers, '', '', ''])).toBe(sentence);
  });

  it('chooses a or an, and keeps an article or a lead the person typed', () => {
    expect(composeBuilderText(['artist'])).toBe("I'm an artist.");
    expect(composeBuilderText(['engineer'])).toBe("I'm an engineer.");
    expect(composeBuilderText(['university lecturer'])).toBe("I'm a university lecturer.");
    expect(composeBuilderText(['honest plumber'])).toBe("I'm an honest plumber.");
    expect(composeBuilderText(['an owl person'])).toBe("I'm an owl person.");
    expect(composeBuilderText(["I'm a nurse"])).toBe("I'm a nurse.");
    expect(composeBuilderText(['', 'who sings', 'and happiest when i sail'])).toBe(
      "I'm someone who sings, and I'm happiest when I sail.",
    );
  });

  it('gives each later step its own sentence, whatever the person starts with', () => {
    expect(composeBuilderText(['', '', '', 'a long brunch'])).toBe(
      'My perfect Sunday looks like a long brunch.',
    );
    expect(composeBuilderText(['', '', '', '', 'bread   and  people'])).toBe(
      'I care about bread and people.',
    );
    expect(composeBuilderText(['', '', '', '', '', 'is that I can juggle'])).toBe(
      'A fun fact about me is that I can juggle.',
    );
    expect(composeBuilderText(['', '', '', '', '', 'i have three cats'])).toBe(
      'A fun fact about me: I have three cats.',
    );
  });

  it('leaves out empty steps and extra spaces, and is empty when nothing was written', () => {
    expect(composeBuilderText(['  baker ', '', '', '', 'bread   and  people', ''])).toBe(
      "I'm a baker. I care about bread and people.",
    );
    expect(composeBuilderText(['', '', '', '', '', ''])).toBe('');
  });

  it('has six steps', () => {
    expect(BUILDER_STEPS.map((step) => step.lead)).toEqual([
      "I'm a",
      'who',
      'and happiest when',
      'My perfect Sunday looks like',
      'I care about',
      'A fun fact about me',
    ]);
  });
});

describe('builder steps', () => {
  it('Next moves on; Back returns and clears the step it leaves; Back on the first step does nothing', () => {
    let state = builderStart();
    expect(builderBack(state)).toBe(state);
    state.answers[0] = 'pilot';
    const second = builderNext(state);
    if ('done' in second) throw new Error('not done yet');
    expect(second.step).toBe(1);
    second.answers[1] = 'whistles';
    state = builderBack(second);
    expect(state).toEqual({ step: 0, answers: ['pilot', '', '', '', '', ''] });
  });

  it('Next on the last step finishes with the composed text', () => {
    const state = { step: 5, answers: ['pilot', '', '', '', '', 'is that I fly'] };
    expect(builderNext(state)).toEqual({ done: "I'm a pilot. A fun fact about me is that I fly." });
  });
});

describe('skippedNote', () => {
  it('lists the empty fields in the editor order', () => {
    expect(skippedNote({})).toBe(
      'We notice you skipped About You, Ideal Partner and Tagline. Filling them in could help someone fall for your personality.',
    );
    expect(skippedNote({ description: 'x', ideal_partner: ' ', tagline: '' })).toBe(
      'We notice you skipped Ideal Partner and Tagline. Filling them in could help someone fall for your personality.',
    );
    expect(skippedNote({ description: 'x', ideal_partner: 'y' })).toBe(
      'We notice you skipped Tagline. Filling it in could help someone fall for your personality.',
    );
    expect(skippedNote({ description: 'x', ideal_partner: 'y', tagline: 'z' })).toBeNull();
  });
});

describe('ageRangeLabel', () => {
  const today = new Date(2026, 5, 15);
  it('says ages from the person’s own age, never under 18', () => {
    expect(ageRangeLabel('1991-06-15', { younger: -17, older: 10 }, today)).toBe('18–45');
    expect(ageRangeLabel('1991-06-16', { younger: -5, older: 5 }, today)).toBe('29–39');
    expect(ageRangeLabel('2008-06-15', { younger: -30, older: 0 }, today)).toBe('18–18');
  });

  it('says years younger and older without a date of birth', () => {
    expect(ageRangeLabel('', { younger: -10, older: 10 }, today)).toBe('10 years younger to 10 years older');
    expect(ageRangeLabel('nonsense', { younger: 0, older: 1 }, today)).toBe('my age to 1 year older');
    expect(ageRangeLabel(undefined, { younger: 0, older: 0 }, today)).toBe('My age only');
  });
});

describe('year pages', () => {
  it('pages 12 years ending on the latest year, back to 120 years', () => {
    expect(yearPage(0, 2008)).toEqual({
      years: [1997, 1998, 1999, 2000, 2001, 2002, 2003, 2004, 2005, 2006, 2007, 2008],
      hasEarlier: true,
      hasLater: false,
    });
    expect(yearPage(1, 2008).years[0]).toBe(1985);
    expect(pageIndexOf(2008, 2008)).toBe(0);
    expect(pageIndexOf(1997, 2008)).toBe(0);
    expect(pageIndexOf(1996, 2008)).toBe(1);
    const last = yearPage(pageIndexOf(1888, 2008), 2008);
    expect(last.years[0]).toBe(1888);
    expect(last.hasEarlier).toBe(false);
  });
});

describe('form values', () => {
  const stored = {
    display_name: 'Rocky',
    DOB: '1994-02-28',
    gender: 'Male',
    real_name: 'Rocco',
    preference: 'Woman',
    want_kids: 'Yes',
    has_kids: true,
    younger: -3,
  };

  it('pre-fills only a profile with date of birth, display name and gender', () => {
    expect(isStoredProfile(stored)).toBe(true);
    expect(isStoredProfile({ ...stored, gender: '' })).toBe(false);
    expect(isStoredProfile(null)).toBe(false);
    expect(formValuesFrom(stored)).toMatchObject({
      display_name: 'Rocky',
      has_kids: 'true',
      younger: -3,
      older: 10,
    });
  });

  it('starts a new person from the defaults with the name they gave', () => {
    expect(formValuesFrom({ display_name: 'Rocky' }, ' Rocco ')).toMatchObject({
      display_name: '',
      real_name: 'Rocco',
      has_kids: undefined,
      younger: -10,
      older: 10,
      sweet: 5,
    });
    expect(formValuesFrom(null).gender).toBeUndefined();
  });

  it('keeps the profile cookie with the country, and a shorter one without the long texts', () => {
    const profile = {
      ...stored,
      gender: 'Male' as const,
      preference: 'Woman' as const,
      want_kids: 'Yes' as const,
      description: 'long',
      ideal_partner: 'long too',
      tagline: '',
      older: 10,
      introvert: 5,
      planner: 5,
      explorer: 5,
      earlybird: 5,
      sweet: 5,
    };
    const [full, short] = profileCookieValues(profile, 'New Zealand');
    expect(JSON.parse(full ?? '')).toMatchObject({
      country: 'New Zealand',
      description: 'long',
      has_kids: true,
    });
    expect(JSON.parse(short ?? '')).not.toHaveProperty('description');
  });
});

describe('date of birth typing', () => {
  it('puts the dashes in as digits arrive and keeps at most a full date', () => {
    expect(formatDobTyping('1994')).toBe('1994');
    expect(formatDobTyping('19940')).toBe('1994-0');
    expect(formatDobTyping('1994-02-28')).toBe('1994-02-28');
    expect(formatDobTyping('19940228')).toBe('1994-02-28');
    expect(formatDobTyping('1994/02/2899')).toBe('1994-02-28');
    expect(formatDobTyping('1994-')).toBe('1994');
  });

  it('the latest birth date is 18 years ago today; 28 February for a leap-day today', () => {
    expect(dayText(latestBirthDate(new Date(2026, 5, 15)))).toBe('2008-06-15');
    expect(dayText(latestBirthDate(new Date(2028, 1, 29)))).toBe('2010-02-28');
    expect(dayDate('2008-02-30')).toBeUndefined();
    expect(dayDate('2008-02-29')?.getDate()).toBe(29);
  });
});
