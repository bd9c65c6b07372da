/** One tab of a TabBar. */
export interface TabItem<K extends string> {
  key: K;
  title: string;
}

/**
 * A row of tabs (WAI-ARIA tablist). antd-mobile's Tabs animates its underline with react-spring, 17 KB gzip that
 * every page showing tabs on its first screen would download; these are plain buttons styled alike.
 */
export function TabBar<K extends string>({ tabs, active, onChange }: { tabs: TabItem<K>[]; active: K; onChange: (key: K) => void }) {
  return (
    <div className="tab-bar" role="tablist">
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" aria-selected={tab.key === active} className="tab-bar__tab" onClick={() => onChange(tab.key)}>
          {tab.title}
        </button>
      ))}
    </div>
  );
}
