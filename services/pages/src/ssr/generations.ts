import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { SITE_PAGES } from '@ministry/contracts/pages';
import type { Logger } from '@ministry/kit/logger';
import { DEFAULT_MAX_QUEUED, DEFAULT_MAX_RENDERS, TIMINGS, type Timings } from '../config';
import type { FromWorker, ReactCheck, RenderRequest, RenderResult, WorkerStart } from './protocol';
import type { SourcesSnapshot } from './sources';

/** Every public first screen's section: a worker loads them all before it takes a page. */
export const SECTIONS_TO_WARM = [
  ...new Set(SITE_PAGES.filter((page) => page.publicFirstScreen).map((page) => page.module)),
];

/**
 * The compiled worker: beside this file in the built service (dist/ssr/worker.js); from a test run
 * on the sources (ts-jest), the built one (`tsc -b` runs before the tests).
 */
export function defaultWorkerScript(): string {
  const beside = join(__dirname, 'worker.js');
  return existsSync(beside) ? beside : join(__dirname, '..', '..', 'dist', 'ssr', 'worker.js');
}

export interface GenerationsOptions {
  sources: { current(): Promise<SourcesSnapshot> };
  logger: Logger;
  /** The worker's settings, less what the sources give (the map) and the list to warm. */
  worker: Omit<WorkerStart, 'remotes' | 'warm'>;
  workerScript?: string;
  heapMb: number;
  /**
   * renderMs: the whole render, timed here (waiting for a free place included); warmUpMs, drainMs;
   * a worker that died or kept timing out is started again restartBaseMs × 1, 2, 4 … later, at most
   * restartMaxMs. The service's table by default.
   */
  timings?: Partial<Pick<Timings, 'renderMs' | 'warmUpMs' | 'drainMs' | 'restartBaseMs' | 'restartMaxMs'>>;
  /** Renders one worker works on at once; more wait (SSR_MAX_RENDERS). */
  maxRenders?: number;
  /** Renders that may wait for a place; beyond, the page is rendered in the browser (SSR_MAX_QUEUED). */
  maxQueued?: number;
  warm?: string[];
}

export type Rendered =
  { ok: true; result: RenderResult; snapshot: SourcesSnapshot } | { ok: false; reason: string };

type PageRequest = Omit<RenderRequest, 'type' | 'id'> & {
  /** index.html's shell-build; it must be the build of the shell's server manifest. */
  shellBuild: string | null;
};

interface Generation {
  snapshot: SourcesSnapshot;
  worker: Worker;
  ready: boolean;
  dead: boolean;
  /** Every render the worker works on, until it answers it (even after its page gave up waiting). */
  inFlight: Map<number, (message: FromWorker & { type: 'rendered' | 'failed' }) => void>;
  timeouts: number;
  react?: ReactCheck;
}

/** A page waiting for a place on the worker. */
interface Waiting {
  request: PageRequest;
  deadline: number;
  resolve: (rendered: Rendered) => void;
  timer: NodeJS.Timeout;
}

const TIMEOUTS_BEFORE_RESTART = 3;

/**
 * Render generations: one worker per snapshot of the sources. A new snapshot starts a new worker,
 * which takes pages once warm; the old one finishes what it has (≤ drain time) and is terminated.
 * A page is answered by the warm generation only: while there is none, while its shell build is
 * not index.html's, or over the budget, `render` says why not and the page is rendered in the browser.
 *
 * The worker works on `maxRenders` pages at once; others wait in line (`maxQueued` at most) for as
 * long as their budget lasts. A burst is so answered with pages rendered in the browser, quickly,
 * instead of piling renders on the worker until every one is late and the worker is restarted.
 */
export class Generations {
  private current: Generation | null = null;
  private starting: { key: string; promise: Promise<void> } | null = null;
  private failures = 0;
  private notBefore = 0;
  private sequence = 0;
  private stopped = false;
  private readonly waiting: Waiting[] = [];
  private readonly timings: Pick<
    Timings,
    'renderMs' | 'warmUpMs' | 'drainMs' | 'restartBaseMs' | 'restartMaxMs'
  >;

  constructor(private readonly options: GenerationsOptions) {
    this.timings = { ...TIMINGS, ...options.timings };
  }

  /** Starts the first generation (at start-up, so the first visitor finds it warm). */
  async warmUp(): Promise<void> {
    const snapshot = await this.options.sources.current();
    await this.ensure(snapshot);
  }

  /** True while a warm worker takes pages. */
  get warm(): boolean {
    return Boolean(this.current?.ready && !this.current.dead);
  }

  /** What the current worker found of React when it started (one copy, the shell's). */
  get react(): ReactCheck | undefined {
    return this.current?.react;
  }

  /** The current worker (tests stop it to see the service carry on). */
  get worker(): Worker | null {
    return this.current?.worker ?? null;
  }

  async render(request: PageRequest): Promise<Rendered> {
    let snapshot: SourcesSnapshot;
    try {
      snapshot = await this.options.sources.current();
    } catch (error) {
      return { ok: false, reason: `no sources: ${error instanceof Error ? error.message : String(error)}` };
    }
    void this.ensure(snapshot).catch(() => undefined);
    const generation = this.current;
    if (!generation || !generation.ready || generation.dead)
      return { ok: false, reason: 'no warm generation' };
    if (!request.shellBuild || generation.snapshot.shellBuild !== request.shellBuild)
      return { ok: false, reason: "index.html's shell build is not the server's" };
    const deadline = performance.now() + this.timings.renderMs;
    if (this.waiting.length === 0 && this.hasRoom(generation))
      return this.renderOn(generation, request, deadline);
    if (this.waiting.length >= (this.options.maxQueued ?? DEFAULT_MAX_QUEUED))
      return { ok: false, reason: 'the render queue is full' };
    return new Promise<Rendered>((resolve) => {
      const waiting: Waiting = {
        request,
        deadline,
        resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiting), 1);
          resolve({ ok: false, reason: 'no free render place within the budget' });
        }, this.timings.renderMs),
      };
      this.waiting.push(waiting);
    });
  }

  /** Ends every worker (the service stops). */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const { timer, resolve } of this.waiting.splice(0)) {
      clearTimeout(timer);
      resolve({ ok: false, reason: 'the service is stopping' });
    }
    const current = this.current;
    this.current = null;
    if (current) await current.worker.terminate();
  }

  private hasRoom(generation: Generation): boolean {
    return generation.inFlight.size < (this.options.maxRenders ?? DEFAULT_MAX_RENDERS);
  }

  /** Gives the places that came free to the pages waiting longest (on the current generation). */
  private next() {
    const generation = this.current;
    while (this.waiting.length > 0 && generation?.ready && !generation.dead && this.hasRoom(generation)) {
      const { request, deadline, resolve, timer } = this.waiting.shift()!;
      clearTimeout(timer);
      if (generation.snapshot.shellBuild !== request.shellBuild)
        resolve({ ok: false, reason: "index.html's shell build is not the server's" });
      else void this.renderOn(generation, request, deadline).then(resolve);
    }
  }

  /**
   * The page gets its answer by its deadline; the worker's place is taken until the worker answers.
   * Only a render that alone outlasts the whole budget counts as a time-out of the worker's.
   */
  private renderOn(generation: Generation, request: PageRequest, deadline: number): Promise<Rendered> {
    const id = ++this.sequence;
    const { shellBuild: _, ...page } = request;
    const budgetMs = this.timings.renderMs;
    return new Promise<Rendered>((resolve) => {
      const late = setTimeout(
        () => resolve({ ok: false, reason: `over the render budget (${budgetMs} ms)` }),
        Math.max(0, deadline - performance.now()),
      );
      const stuck = setTimeout(() => {
        generation.timeouts += 1;
        const limit = Math.min(TIMEOUTS_BEFORE_RESTART, this.options.maxRenders ?? DEFAULT_MAX_RENDERS);
        if (generation.timeouts >= limit && !generation.dead) {
          this.options.logger.error('the render worker timed out 3 times in a row: restarting it', {});
          this.retire(generation, true);
        }
      }, budgetMs);
      generation.inFlight.set(id, (message) => {
        clearTimeout(late);
        clearTimeout(stuck);
        generation.inFlight.delete(id);
        if (!generation.dead) generation.timeouts = 0;
        if (message.type === 'rendered') this.failures = 0;
        resolve(
          message.type === 'rendered'
            ? { ok: true, result: message.result, snapshot: generation.snapshot }
            : { ok: false, reason: message.error },
        );
        this.next();
      });
      generation.worker.postMessage({ type: 'render', id, ...page } satisfies RenderRequest);
    });
  }

  /** A generation for `snapshot`: the current one, the one starting, or a new one. */
  private ensure(snapshot: SourcesSnapshot): Promise<void> {
    if (this.stopped) return Promise.resolve();
    const { current } = this;
    if (current && !current.dead && current.snapshot.key === snapshot.key) return Promise.resolve();
    if (this.starting?.key === snapshot.key) return this.starting.promise;
    if (this.starting || Date.now() < this.notBefore) return Promise.resolve();
    const promise = this.start(snapshot).finally(() => {
      this.starting = null;
    });
    this.starting = { key: snapshot.key, promise };
    return promise;
  }

  private async start(snapshot: SourcesSnapshot): Promise<void> {
    const { options } = this;
    const generation: Generation = {
      snapshot,
      worker: new Worker(options.workerScript ?? defaultWorkerScript(), {
        workerData: {
          ...options.worker,
          remotes: snapshot.remotes,
          warm: options.warm ?? SECTIONS_TO_WARM,
        } satisfies WorkerStart,
        resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      }),
      ready: false,
      dead: false,
      inFlight: new Map(),
      timeouts: 0,
    };
    const { worker } = generation;
    const started = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('not ready in time')), this.timings.warmUpMs);
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          generation.react = message.react;
          clearTimeout(timer);
          resolve();
        } else if (message.type === 'log') {
          options.logger[message.level](message.message, { ...message.fields, generation: snapshot.key });
        } else {
          generation.inFlight.get(message.id)?.(message);
        }
      });
      worker.on('error', (error) => {
        clearTimeout(timer);
        options.logger.error('the render worker failed', { generation: snapshot.key, error: error.message });
        reject(error);
      });
      worker.on('exit', () => {
        clearTimeout(timer);
        generation.dead = true;
        for (const [id, answer] of generation.inFlight)
          answer({ type: 'failed', id, error: 'the worker ended' });
        generation.inFlight.clear();
        reject(new Error('the worker ended'));
        if (this.current === generation) {
          this.current = null;
          this.backOff();
        }
      });
    });
    try {
      await started;
    } catch (error) {
      void worker.terminate();
      this.backOff();
      throw error;
    }
    if (this.stopped) {
      await worker.terminate();
      return;
    }
    generation.ready = true;
    const previous = this.current;
    this.current = generation;
    options.logger.info('server rendering generation ready', { generation: snapshot.key });
    if (previous) this.retire(previous, false);
    this.next();
  }

  /** Ends a generation: at once (it misbehaves), or once its renders are done (≤ drain time). */
  private retire(generation: Generation, now: boolean) {
    if (this.current === generation) {
      this.current = null;
      this.backOff();
    }
    if (now || generation.inFlight.size === 0) {
      void generation.worker.terminate();
      return;
    }
    const deadline = Date.now() + this.timings.drainMs;
    const check = setInterval(() => {
      if (generation.inFlight.size > 0 && Date.now() < deadline) return;
      clearInterval(check);
      void generation.worker.terminate();
    }, 50);
    check.unref();
  }

  private backOff() {
    const { restartBaseMs, restartMaxMs } = this.timings;
    this.notBefore = Date.now() + Math.min(restartBaseMs * 2 ** this.failures, restartMaxMs);
    this.failures += 1;
  }
}
