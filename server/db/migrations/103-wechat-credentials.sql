-- WeChat's access token and JS-SDK ticket, shared by every server instance: one refresh under a row lock.
CREATE TABLE wechat_credential (
  name text PRIMARY KEY,
  value text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z'
);
