import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { webcrypto } from 'node:crypto';
import { federationKeyAlgorithms, federationKeyPairs, type FederationKeyAlgorithm } from '../../db/schema/federation.js';

/**
 * A member's signing keys as an actor: RSASSA-PKCS1-v1_5 (HTTP Signatures, what Mastodon checks)
 * and Ed25519 (Object Integrity Proofs), made on first use and kept as JWK.
 */
export class ActorKeyPairs {
  constructor(private readonly db: Db) {}

  /** The member's key pairs, RSA first; concurrent first calls agree on one pair per algorithm. */
  async of(memberId: string): Promise<webcrypto.CryptoKeyPair[]> {
    return Promise.all(federationKeyAlgorithms.map((algorithm) => this.pairOf(memberId, algorithm)));
  }

  private async pairOf(memberId: string, algorithm: FederationKeyAlgorithm): Promise<webcrypto.CryptoKeyPair> {
    const stored = (await this.stored(memberId, algorithm)) ?? (await this.created(memberId, algorithm));
    return { publicKey: await importJwk(stored.publicKey, 'public'), privateKey: await importJwk(stored.privateKey, 'private') };
  }

  private async stored(memberId: string, algorithm: FederationKeyAlgorithm) {
    const [row] = await this.db
      .select({ publicKey: federationKeyPairs.publicKey, privateKey: federationKeyPairs.privateKey })
      .from(federationKeyPairs)
      .where(and(eq(federationKeyPairs.memberId, memberId), eq(federationKeyPairs.algorithm, algorithm)));
    return row;
  }

  /** A new pair, unless another request stored one first: then that one, so every caller signs with the same keys. */
  private async created(memberId: string, algorithm: FederationKeyAlgorithm) {
    const pair = await generateCryptoKeyPair(algorithm);
    await this.db
      .insert(federationKeyPairs)
      .values({ memberId, algorithm, publicKey: await exportJwk(pair.publicKey), privateKey: await exportJwk(pair.privateKey) })
      .onConflictDoNothing();
    return (await this.stored(memberId, algorithm))!;
  }
}
