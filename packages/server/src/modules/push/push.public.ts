// What push offers the server's configuration (config.ts): its environment names and the parsed push settings
// (VAPID keys derived from the secret, allowed push service hosts).
export { PUSH_ENV, type PushConfig, pushConfig } from './push-config.ts';
