import { z } from 'zod';

// The site's Content-Security-Policy forbids eval in the browser, and zod probes it when the
// first object schema is made (the browser then reports a violation). The shared schemas are
// small, so they parse without zod's compiled fast path, on both sides alike. Every schema the
// browser loads imports z from here (lint enforces it), so this runs before any of them.
z.config({ jitless: true });

export { z };
