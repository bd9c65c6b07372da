-- What effective endorsements changed a policy's premium by (charges less refunds), kept as each one applies: the
-- policy list shows the premium in force from the row itself, without summing endorsements for every policy of a page.
ALTER TABLE policy ADD COLUMN endorsed_fen bigint NOT NULL DEFAULT 0;
UPDATE policy AS p SET endorsed_fen = e.net
FROM (SELECT policy_no, sum(net_fen) AS net FROM endorsement_batch WHERE status = 'effective' GROUP BY policy_no) AS e
WHERE e.policy_no = p.policy_no;
