import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { JsonWebKey, webcrypto } from 'node:crypto';
import {
  federationInstanceKeyPairs,
  federationKeyAlgorithms,
  federationKeyPairs,
  type FederationKeyAlgorithm,
} from '../../db/schema/federation.js';

interface StoredPair {
  publicKey: JsonWebKey;
  privateKey: JsonWebKey;
}

/** Where one actor's pairs are kept: a member's rows, or the instance's. */
interface PairRows {
  find(algorithm: FederationKeyAlgorithm): Promise<StoredPair | undefined>;
  /** Keeps the pair unless one of the algorithm is there already. */
  insert(algorithm: FederationKeyAlgorithm, pair: StoredPair): Promise<void>;
}

/** The actor's pairs, RSA first; concurrent first calls agree on one pair per algorithm. */
function pairsIn(rows: PairRows): Promise<webcrypto.CryptoKeyPair[]> {
  return Promise.all(
    federationKeyAlgorithms.map(async (algorithm) => {
      const stored = (await rows.find(algorithm)) ?? (await created(rows, algorithm));
      return { publicKey: await importJwk(stored.publicKey, 'public'), privateKey: await importJwk(stored.privateKey, 'private') };
    }),
  );
}

/** A new pair, unless another request stored one first: then that one, so every caller signs with the same keys. */
async function created(rows: PairRows, algorithm: FederationKeyAlgorithm): Promise<StoredPair> {
  const pair = await generateCryptoKeyPair(algorithm);
  await rows.insert(algorithm, { publicKey: await exportJwk(pair.publicKey), privateKey: await exportJwk(pair.privateKey) });
  return (await rows.find(algorithm))!;
}

const storedColumns = (table: typeof federationKeyPairs | typeof federationInstanceKeyPairs) => ({
  publicKey: table.publicKey,
  privateKey: table.privateKey,
});

/**
 * Signing keys of actors: RSASSA-PKCS1-v1_5 (HTTP Signatures, what Mastodon checks) and Ed25519
 * (Object Integrity Proofs), made on first use and kept as JWK; a member's, and the instance actor's.
 */
export class ActorKeyPairs {
  constructor(private readonly db: Db) {}

  of(memberId: string): Promise<webcrypto.CryptoKeyPair[]> {
    const table = federationKeyPairs;
    return pairsIn({
      find: async (algorithm) =>
        (
          await this.db
            .select(storedColumns(table))
            .from(table)
            .where(and(eq(table.memberId, memberId), eq(table.algorithm, algorithm)))
        )[0],
      insert: async (algorithm, pair) =>
        void (await this.db
          .insert(table)
          .values({ memberId, algorithm, ...pair })
          .onConflictDoNothing()),
    });
  }

  ofInstance(): Promise<webcrypto.CryptoKeyPair[]> {
    const table = federationInstanceKeyPairs;
    return pairsIn({
      find: async (algorithm) => (await this.db.select(storedColumns(table)).from(table).where(eq(table.algorithm, algorithm)))[0],
      insert: async (algorithm, pair) =>
        void (await this.db
          .insert(table)
          .values({ algorithm, ...pair })
          .onConflictDoNothing()),
    });
  }
}
