// A problem to tell the person running the seeder, as a sentence (main.ts prints it without a stack).
export class SeedError extends Error {}
