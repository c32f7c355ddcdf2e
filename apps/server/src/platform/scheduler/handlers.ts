import type { z } from 'zod';

/** What a job handler may report back: a short note for the run log. */
export type JobNote = string | undefined;

/**
 * A job a module offers: a name the job rows refer to, its title in both languages, the schema of
 * its parameters (checked on every save, parsed before every run) and the work itself. Users pick
 * a handler and fill its parameters; they never supply code.
 */
export interface JobHandler<Params = unknown> {
  name: string;
  title: { zh: string; en: string };
  /** Shown beside the parameters field: what each parameter means, in both languages. */
  hint: { zh: string; en: string };
  params: z.ZodType<Params>;
  /** The cron text a new job of this handler starts with. */
  defaultCron: string;
  run(params: Params): Promise<JobNote>;
}

/** The handlers of one server: each module adds its own at start-up (platform/ knows none). */
export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();

  add<Params>(handler: JobHandler<Params>): void {
    if (this.handlers.has(handler.name)) throw new Error(`job handler ${handler.name} is already registered`);
    this.handlers.set(handler.name, handler as JobHandler);
  }

  get(name: string): JobHandler | undefined {
    return this.handlers.get(name);
  }

  list(): JobHandler[] {
    return [...this.handlers.values()];
  }
}
