/**
 * The current API's market as one object: the seed, the market clock (the broker's simulated
 * clock) and the underliers' paths. Handlers ask it for the moment and read prices from it.
 */
import type { Clock } from '../clock.ts';
import { ContractIdentities } from './contract-identity.ts';
import { marketMoment, type MarketMoment } from './market-hours.ts';
import { UnderlierPaths } from './underlier-path.ts';

/** The simulated market behind the v1 market endpoints. */
export class SimulatedMarket {
  readonly seed: number;
  readonly paths: UnderlierPaths;
  /** Contract names and hashes, kept between requests. */
  readonly identities: ContractIdentities;
  readonly #clock: Clock;

  constructor(seed: number, clock: Clock) {
    this.seed = seed;
    this.#clock = clock;
    this.paths = new UnderlierPaths(seed);
    this.identities = new ContractIdentities(seed);
  }

  /** Where the market stands now. */
  moment(): MarketMoment {
    return marketMoment(this.#clock.now());
  }
}
