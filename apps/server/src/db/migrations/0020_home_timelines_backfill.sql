-- Fills the home timelines of an existing network (docs/posts.md, "Home timelines"): authors with more
-- than `max_followers` followers are marked wide (merged into feeds at read time); every member's
-- timeline gets the newest `timeline_length` posts of their circle that reach them (friends': public
-- and friends-only; followings': public; a member's own posts are merged at read time). A timeline
-- that had to stop there records how far back it reaches. The feed still filters every row through
-- the visibility policy; the fan-out job keeps the timelines from here on.
CREATE FUNCTION backfill_home_timelines(timeline_length integer, max_followers integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO feed_wide_authors (member_id)
  SELECT followee_id FROM follows GROUP BY followee_id HAVING count(*) > max_followers
  ON CONFLICT DO NOTHING;

  INSERT INTO home_timelines (member_id, created_at, post_id)
  SELECT m.id, newest.created_at, newest.id
  FROM members m
  CROSS JOIN LATERAL (
    SELECT p.created_at, p.id
    FROM (
      SELECT circle.member_id AS author_id, CASE WHEN bool_or(circle.is_friend) THEN 1 ELSE 2 END AS reach
      FROM (
        SELECT CASE WHEN fr.requester_id = m.id THEN fr.addressee_id ELSE fr.requester_id END AS member_id, true AS is_friend
        FROM friendships fr
        WHERE fr.status = 'accepted' AND (fr.requester_id = m.id OR fr.addressee_id = m.id)
        UNION ALL
        SELECT fo.followee_id, false FROM follows fo WHERE fo.follower_id = m.id
      ) circle
      WHERE NOT EXISTS (SELECT 1 FROM feed_wide_authors w WHERE w.member_id = circle.member_id)
      GROUP BY circle.member_id
    ) author
    CROSS JOIN LATERAL (
      SELECT p.created_at, p.id
      FROM posts p
      WHERE p.author_id = author.author_id AND p.deleted_at IS NULL
        AND (p.visibility = 'public' OR (author.reach = 1 AND p.visibility = 'friends'))
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT timeline_length
    ) p
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT timeline_length
  ) newest
  WHERE m.delete_request_timestamp IS NULL
  ON CONFLICT DO NOTHING;

  INSERT INTO home_timeline_horizons (member_id, reaches_back_to)
  SELECT member_id, min(created_at) FROM home_timelines GROUP BY member_id HAVING count(*) >= timeline_length
  ON CONFLICT (member_id) DO UPDATE SET reaches_back_to = excluded.reaches_back_to;
$$;
--> statement-breakpoint
SELECT backfill_home_timelines(800, 1000);
