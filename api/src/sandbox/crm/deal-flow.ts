import { addDays, todayIn } from '@pulseboard/shared/dates';
import { daysBetween, type Day } from '../../connectors/demo/calendar.js';
import { count, jitter, unit } from '../../connectors/demo/random.js';
import { BoundedMap } from '../../lib/bounded-map.js';
import { WEEKDAY_FACTOR } from '../google/dates.js';

/** A pipeline stage: open ones in their order, then the won and the lost one. */
export interface FlowStage {
  id: number;
  name: string;
  outcome: 'open' | 'won' | 'lost';
  /** Chance of winning, in percent, as the CRM shows it on the stage. */
  probability: number;
}

export interface FlowPipeline {
  id: number;
  name: string;
  /** Deals opened on an average weekday. */
  dealsPerDay: number;
  meanValue: number;
  /** Shares of deals that end won and lost; the rest stall in an open stage. */
  winRate: number;
  lossRate: number;
  stages: FlowStage[];
}

/** A CRM account's deal flow, from which every fake deal is drawn. */
export interface DealBook {
  /** Seeds every draw, so each account's deals are its own. */
  key: string;
  /** The first day with deals. */
  openedOn: string;
  currency: string;
  /** Deals made out in another currency, and their share. */
  otherCurrency?: { code: string; share: number };
  pipelines: FlowPipeline[];
  owners: Array<{ id: number; name: string }>;
}

/** A deal as it stands at a given moment. */
export interface FakeDeal {
  id: number;
  name: string;
  /** The company the deal is with. */
  client: string;
  pipeline: FlowPipeline;
  stage: FlowStage;
  ownerId: number;
  /** To the cent, in `currency`. */
  value: number;
  currency: string;
  createdAt: number;
  /** When it moved to its current stage. */
  stageChangedAt: number;
  /** Its last change: a stage move, or an edit up to a day after it. */
  updatedAt: number;
  /** When it was won or lost; null while open. */
  closedAt: number | null;
  /** The day it closed, or is expected to (UTC). */
  closeDay: string;
}

/** A won or lost deal closes within this many days of its creation. */
const MAX_CYCLE_DAYS = 60;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const CLIENTS = [
  'Bluebird Logistics',
  'Cedar & Co',
  'Harbour Freight',
  'Juniper Health',
  'Kestrel Labs',
  'Lumen Retail',
  'Maple Dental',
  'Northgate Legal',
  'Orchard Foods',
  'Pinecrest Hotels',
  'Quarry Studio',
  'Riverside Clinic',
];

/** What a deal is from its first day: everything but where it stands now. */
interface DealSeed {
  id: number;
  name: string;
  client: string;
  pipeline: FlowPipeline;
  ownerId: number;
  value: number;
  currency: string;
  createdAt: number;
  outcome: FlowStage['outcome'];
  /** When it closes (won or lost), or when an open deal reaches its last open stage. */
  settlesAt: number;
  editLag: number;
}

function seedsOfDay(book: DealBook, day: Day): DealSeed[] {
  return book.pipelines.flatMap((pipeline, pipelineIndex) => {
    const key = `${book.key}|${pipeline.id}|${day.iso}`;
    const deals = count(pipeline.dealsPerDay * (WEEKDAY_FACTOR[day.weekday] ?? 1) * jitter(key, 0.25), `${key}|n`);
    return Array.from({ length: deals }, (_, position): DealSeed => {
      const seed = `${key}|${position}`;
      const draw = unit(`${seed}|outcome`);
      const foreign = book.otherCurrency && unit(`${seed}|currency`) < book.otherCurrency.share;
      const createdAt = Date.parse(`${day.iso}T00:00:00Z`) + (8 + unit(`${seed}|hour`) * 10) * HOUR_MS;
      const client = CLIENTS[Math.floor(unit(`${seed}|client`) * CLIENTS.length)]!;
      return {
        id: (day.index * 10 + pipelineIndex) * 100 + position,
        name: `${client} - ${pipeline.name}`,
        client,
        pipeline,
        ownerId: book.owners[Math.floor(unit(`${seed}|owner`) * book.owners.length)]!.id,
        value: Math.round(pipeline.meanValue * jitter(`${seed}|value`, 0.45) * 100) / 100,
        currency: foreign ? book.otherCurrency!.code : book.currency,
        createdAt,
        outcome: draw < pipeline.winRate ? 'won' : draw < pipeline.winRate + pipeline.lossRate ? 'lost' : 'open',
        settlesAt: createdAt + (3 + unit(`${seed}|cycle`) * (MAX_CYCLE_DAYS - 3)) * DAY_MS,
        editLag: unit(`${seed}|edit`) * DAY_MS,
      };
    });
  });
}

/** Where a deal stands at `now`: closed once its time came, else as far along its open stages as its time allows. */
function standing(seed: DealSeed, now: number): FakeDeal {
  const { pipeline } = seed;
  const open = pipeline.stages.filter((stage) => stage.outcome === 'open');
  const closes = seed.outcome !== 'open' && seed.settlesAt <= now;
  const progress = Math.min(1, (now - seed.createdAt) / (seed.settlesAt - seed.createdAt));
  const step = Math.min(open.length - 1, Math.floor(progress * open.length));
  const stage = closes ? pipeline.stages.find((entry) => entry.outcome === seed.outcome)! : open[step]!;
  const stageChangedAt = closes ? seed.settlesAt : seed.createdAt + (step / open.length) * (seed.settlesAt - seed.createdAt);
  return {
    id: seed.id,
    name: seed.name,
    client: seed.client,
    pipeline,
    ownerId: seed.ownerId,
    value: seed.value,
    currency: seed.currency,
    createdAt: seed.createdAt,
    stage,
    stageChangedAt: Math.round(stageChangedAt),
    updatedAt: Math.round(Math.min(now, stageChangedAt + seed.editLag)),
    closedAt: closes ? seed.settlesAt : null,
    closeDay: new Date(seed.settlesAt).toISOString().slice(0, 10),
  };
}

/** A day's deals are the same every time: kept for the pages that follow (years of days of every account fit). */
const daySeeds = new BoundedMap<string, DealSeed[]>({ maxEntries: 10_000 });

function seedsOf(book: DealBook, day: Day): DealSeed[] {
  const key = `${book.key}|${day.iso}`;
  const known = daySeeds.get(key);
  if (known) return known;
  const seeds = seedsOfDay(book, day);
  daySeeds.set(key, seeds);
  return seeds;
}

/**
 * The deals created from one day to another (UTC, both included), as they
 * stand at `now`: none before the account opened nor after `now`. A seeded
 * number a day per pipeline, fewer at weekends; the same question always
 * gets the same deals.
 */
export function dealsCreated(book: DealBook, from: string, to: string, now: number): FakeDeal[] {
  const today = todayIn('UTC', new Date(now));
  const first = from > book.openedOn ? from : book.openedOn;
  const last = to < today ? to : today;
  if (first > last) return [];
  return daysBetween(first, last).flatMap((day) =>
    seedsOf(book, day)
      .filter((seed) => seed.createdAt <= now)
      .map((seed) => standing(seed, now)),
  );
}

/** Every deal of the account as it stands at `now`. */
export const allDeals = (book: DealBook, now: number) => dealsCreated(book, book.openedOn, todayIn('UTC', new Date(now)), now);

/** The deals whose close day (done or expected) falls between two days, both included: found among those created up to MAX_CYCLE_DAYS before. */
export const dealsClosingBetween = (book: DealBook, from: string, to: string, now: number) =>
  dealsCreated(book, addDays(from, -MAX_CYCLE_DAYS - 1), to, now).filter((deal) => deal.closeDay >= from && deal.closeDay <= to);
