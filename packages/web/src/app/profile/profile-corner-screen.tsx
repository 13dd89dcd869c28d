// /app/profile1: where a new person lands after the entry flow. The editor itself is built in the next issue.
import { UserRoundPen } from 'lucide-react';
import { NextUpScreen } from '../shell/next-up-screen.tsx';

export function ProfileCornerScreen() {
  return (
    <NextUpScreen
      title="The Profile Corner"
      icon={UserRoundPen}
      text="Your profile editor opens here next."
    />
  );
}
