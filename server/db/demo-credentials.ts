/**
 * The sandbox's published demo credentials (docs/sandbox.md), in one leaf module so that
 * server/db/database-mode.ts (the production start's demo-row check), analysts.ts and
 * sales-agent-admin.ts (which refuse these passwords) and seed.ts share them without an import
 * cycle (issue 31). Never a production account's.
 */
import { SANDBOX_BASIC_ACCOUNTS } from './basic-accounts';
import { SANDBOX_SALES_PASSWORD } from './sales';

/** The sandbox's demo analyst (docs/sandbox.md "Analytics"); never seeded in production. */
export const SANDBOX_ANALYST = {
  email: 'analyst@example.com',
  name: 'Sandbox Analyst',
  password: 'JourneyMap2024!',
} as const;

/** The sandbox user (seed.ts seedSandboxUser): e-mail, password and its two usernames. */
export const SANDBOX_USER = {
  email: 'existing@example.com',
  password: 'Gold-Bar-2024',
  usernames: ['existing@example.com', 'existing.gold'],
} as const;

/**
 * Every password the sandbox publishes (docs/sandbox.md): never a production account's.
 */
export const publishedDemoPasswords = (): readonly string[] => [
  ...new Set([
    SANDBOX_SALES_PASSWORD,
    SANDBOX_ANALYST.password,
    SANDBOX_USER.password,
    ...SANDBOX_BASIC_ACCOUNTS.map((a) => a.password),
  ]),
];

/** True when `password` is one the sandbox publishes (compared exactly). */
export const isPublishedDemoPassword = (password: string) =>
  publishedDemoPasswords().includes(password);
