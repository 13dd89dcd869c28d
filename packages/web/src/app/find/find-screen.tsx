// /app/find: where a person with a complete profile lands. The deck itself is built in a later issue.
import { Layers } from 'lucide-react';
import { NextUpScreen } from '../shell/next-up-screen.tsx';

export function FindScreen() {
  return <NextUpScreen title="Find" icon={Layers} text="Your deck of nearby matches opens here next." />;
}
