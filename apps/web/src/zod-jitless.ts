import { z } from 'zod';

// zod compiles fast parsers with `new Function` when the page allows eval, and probes for it by trying.
// Our Content-Security-Policy allows no eval, so the probe would be reported as a violation on every
// page: the browser runs zod without the compiler. Imported first in main.tsx, before any schema parses.
z.config({ jitless: true });
