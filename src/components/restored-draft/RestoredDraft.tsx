import { Button } from 'antd-mobile';

/** Says a form opened on what was typed last time, with a way to start again; styled by `.restored-draft` in app.css. */
export function RestoredDraft({ text, clearText, onClear }: { text: string; clearText: string; onClear: () => void }) {
  return (
    <div role="status" className="restored-draft">
      <span>{text}</span>
      <Button size="small" fill="outline" onClick={onClear}>
        {clearText}
      </Button>
    </div>
  );
}
