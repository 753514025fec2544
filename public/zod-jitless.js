/*
 * Zod without its JIT (issue 12): the wizard's Content-Security-Policy allows no 'unsafe-eval', and
 * zod's probe `new Function('')` — run when the first object schema is built, even though the
 * error is caught — is reported as a `securitypolicyviolation`. zod reads this shared config
 * object (globalThis.__zod_globalConfig) at start; a deferred classic script runs before the
 * app's module script and any chunk it imports.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
