/**
 * Where the main window was, kept in the settings file for the next start (main-side only, never
 * sent to the page).
 */
import { z } from 'zod';

export const windowStateSchema = z.object({
  bounds: z
    .object({ x: z.number().int(), y: z.number().int(), width: z.number().int().min(200), height: z.number().int().min(150) })
    .nullable()
    .catch(null),
  maximized: z.boolean().catch(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** A window nobody placed yet: the platform's default bounds, not maximized. */
export const DEFAULT_WINDOW_STATE: WindowState = { bounds: null, maximized: false };
