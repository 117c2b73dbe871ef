/**
 * The first module of the editor (main.tsx imports it before any other): the editor runs under a policy
 * that allows no eval (generator/output/securityHeaders.ts). zod compiles an object's parser with
 * `new Function`, and tries whether it may when an object schema is made (the content schemas, which the
 * previews read); `jitless`, zod's setting for such a policy, makes it parse without.
 */
import { z } from 'zod'

z.config({ jitless: true })
