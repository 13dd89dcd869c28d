// The Safe Dating Guideline's words (RULES.md "Names"): three chapters of tips, shown whole on the dating site's
// /safedating page and one tip at a time by the in-house ad in the app's store.
export interface GuideTip {
  title: string;
  text: string;
}

export interface GuideChapter {
  /** The page anchor (/safedating#online-safety). */
  id: string;
  title: string;
  intro: string;
  tips: readonly GuideTip[];
}

export function guideChapters(product: string): GuideChapter[] {
  return [
    {
      id: 'online-safety',
      title: 'Online safety',
      intro: `${product} keeps your face, your real name and your number private until you choose to share them. These habits keep it that way.`,
      tips: [
        {
          title: 'Keep personal details to yourself',
          text: 'Hold back your surname, address, workplace, daily routine and social media handles until you know someone well. A small detail, like a gym name, can be enough to find you.',
        },
        {
          title: 'Stay in the app while you get to know someone',
          text: 'Chat, voice calls and, for full matches, video calls all work inside the app, so there is no need to hand out your number. Be wary of anyone who pushes hard to move to another app.',
        },
        {
          title: 'Never send money',
          text: 'No matter how real the story sounds, never send money, gift cards, crypto or bank details to someone you have not met, and never invest on a match’s advice. Report anyone who asks.',
        },
        {
          title: 'Watch for the classic signs of a scam',
          text: 'Declarations of love within days, reasons why they can never call, a sudden emergency, or a life abroad that keeps them from meeting are all red flags.',
        },
        {
          title: 'Think before you share images',
          text: 'Images can only be sent between full matches, but once something is sent you cannot take it back. Share only what you would be comfortable with anyone seeing.',
        },
      ],
    },
    {
      id: 'meeting-in-person',
      title: 'Meeting in person',
      intro: 'A first date should feel exciting, not risky. Take a few minutes to plan it.',
      tips: [
        {
          title: 'Talk before you meet',
          text: 'A voice or video call first tells you a lot about a person, and confirms they are who they say they are.',
        },
        {
          title: 'Meet somewhere public, and get there yourself',
          text: 'Choose a busy café, bar or park for the first few dates. Arrange your own transport there and back, and never go to their home, or invite them to yours, on a first date.',
        },
        {
          title: 'Tell a friend',
          text: 'Let someone you trust know who you are meeting, where and when. Dates you arrange in the chat are listed with their time and place, which makes them easy to share.',
        },
        {
          title: 'Stay clear-headed',
          text: 'Know your limits with alcohol, and keep your drink with you. If you leave it unattended, order a new one.',
        },
        {
          title: 'Leave whenever you want',
          text: 'Keep your phone charged and with you. You never owe anyone your time: if something feels off, leave, and ask staff for help if you need it.',
        },
      ],
    },
    {
      id: 'long-term-safety',
      title: 'Long-term safety',
      intro:
        'Safety does not stop after a good first date. Healthy relationships are built on respect, at any speed.',
      tips: [
        {
          title: 'Go at your own pace',
          text: 'You decide when to become a full match, when to meet again and when to get closer. Someone who rushes you past your comfort level is telling you something.',
        },
        {
          title: 'Consent, every time',
          text: 'Consent is clear, freely given and can be withdrawn at any moment. Agreeing to one thing, or to something last time, is never agreement to everything.',
        },
        {
          title: 'Know the signs of control',
          text: 'Jealousy presented as love, checking your phone, cutting you off from friends and family, or controlling your money are signs of abuse, even without violence.',
        },
        {
          title: 'Keep your own circle close',
          text: 'Stay in touch with the people who know you best. Friends notice what is hard to see from inside a relationship.',
        },
        {
          title: 'Trust your instincts',
          text: 'If something feels wrong, it probably is. You can unmatch, block or report at any time, and you do not need to explain why.',
        },
      ],
    },
  ];
}
