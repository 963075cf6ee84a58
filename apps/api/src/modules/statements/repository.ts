import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@shop/db/client';
import { statementLinks } from '@shop/db/schema/index';

/** Statement links (decision 0770): only the token's SHA-256 is stored. */

export async function insertStatementLink(db: DbOrTx, values: typeof statementLinks.$inferInsert) {
  await db.insert(statementLinks).values(values);
}

/** Revokes her live links for one client; answers how many. */
export async function revokeStatementLinks(db: DbOrTx, memberId: number, contactId: string, at: Date) {
  const rows = await db
    .update(statementLinks)
    .set({ revokedAt: at })
    .where(
      and(
        eq(statementLinks.memberId, memberId),
        eq(statementLinks.contactId, contactId),
        isNull(statementLinks.revokedAt),
        gt(statementLinks.expiresAt, at),
      ),
    )
    .returning({ tokenHash: statementLinks.tokenHash });
  return rows.length;
}

/** The link a token names, if it is live (not revoked, not expired). */
export async function findLiveStatementLink(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ memberId: statementLinks.memberId, contactId: statementLinks.contactId })
    .from(statementLinks)
    .where(
      and(eq(statementLinks.tokenHash, tokenHash), isNull(statementLinks.revokedAt), gt(statementLinks.expiresAt, now)),
    );
  return row;
}
