-- The outbox stays the record of every message; a dispatcher delivers each entry through the configured
-- provider (SMTP, Alibaba Cloud SMS) with retries and back-off, and records the outcome here.
ALTER TABLE outbox_message ADD COLUMN status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed'));
ALTER TABLE outbox_message ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE outbox_message ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox_message ADD COLUMN locked_until timestamptz;
ALTER TABLE outbox_message ADD COLUMN delivered_at timestamptz;
ALTER TABLE outbox_message ADD COLUMN last_error text;
-- The provider's id of the sent message (SMTP message id, SMS BizId), for support.
ALTER TABLE outbox_message ADD COLUMN provider_ref text;
-- SMS providers send approved templates, not free text: the template's name and its parameters (encrypted).
ALTER TABLE outbox_message ADD COLUMN template_name text;
ALTER TABLE outbox_message ADD COLUMN template_params_enc text;
CREATE INDEX outbox_message_due ON outbox_message (next_attempt_at) WHERE status = 'pending';
