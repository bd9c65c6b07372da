// The bare page the first-load benchmark compares with: React 19 and six antd-mobile components, nothing else.
import 'antd-mobile/es/global';
// One file per component, as the portal's build rewrites its imports (scripts/antd-mobile-imports.ts).
import Button from 'antd-mobile/es/components/button';
import Card from 'antd-mobile/es/components/card';
import List from 'antd-mobile/es/components/list';
import NavBar from 'antd-mobile/es/components/nav-bar';
import Space from 'antd-mobile/es/components/space';
import Tag from 'antd-mobile/es/components/tag';
import { createRoot } from 'react-dom/client';

const PLANS = [
  ['申根签证旅行险', '¥ 28 起'],
  ['全球旅行险', '¥ 45 起'],
  ['亚洲旅行险', '¥ 19 起'],
];

function Baseline() {
  return (
    <>
      <NavBar back={null}>境外旅行保险</NavBar>
      <h1 style={{ padding: '24px 16px', margin: 0 }}>出境旅行，一份保障随身带</h1>
      <Card title="热门产品">
        <List>
          {PLANS.map(([name, price]) => (
            <List.Item key={name} extra={<Tag color="primary">{price}</Tag>}>
              {name}
            </List.Item>
          ))}
        </List>
      </Card>
      <Space block direction="vertical" style={{ padding: 16 }}>
        <Button block color="primary">
          立即投保
        </Button>
      </Space>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Baseline />);
