import { Tabs } from 'antd-mobile';

interface SubViewTabsProps {
  views: ReadonlyArray<{ key: string; title: string }>;
  active: string;
  onChange: (key: string) => void;
}

/** The property and rent views of a property product's duties. */
export function SubViewTabs({ views, active, onChange }: SubViewTabsProps) {
  return (
    <Tabs activeKey={active} onChange={onChange}>
      {views.map((view) => (
        <Tabs.Tab key={view.key} title={view.title} />
      ))}
    </Tabs>
  );
}
