-- The language of an SMS (its text and template parameters), so a provider sends it through the template
-- registered for that language (decision 028). Messages written before are Chinese.
ALTER TABLE outbox_message ADD COLUMN template_language text NOT NULL DEFAULT 'zh' CHECK (template_language IN ('zh', 'en'));
