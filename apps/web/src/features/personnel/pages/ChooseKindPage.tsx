import { Link } from 'react-router';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { usePermission } from '../api.ts';
import { personnelPaths } from '../paths.ts';
import { PermissionGate } from '../components/PermissionGate.tsx';
import { PL } from '../../../locale/personnel.ts';

/** personnel_reqrired: choosing what to release, after the (4,6,2) check. */
export function ChooseKindPage() {
  const perm = usePermission(true);
  return (
    <Card title={PL.choose.title}>
      <PermissionGate perm={perm.data} loading={perm.isLoading} />
      <Row gutter={[16, 16]}>
        {(Object.keys(NEED_KIND_LABEL) as NeedKind[]).map((k) => (
          <Col key={k} xs={24} sm={12}>
            <Card hoverable title={NEED_KIND_LABEL[k]}>
              <Typography.Paragraph type="secondary">{PL.kindIntro[k]}</Typography.Paragraph>
              <Space>
                <Link to={personnelPaths.release(k)}>
                  <Button type="primary">{PL.choose.release}</Button>
                </Link>
                <Link to={personnelPaths.list(k)}>
                  <Button>{PL.choose.viewNeeds}</Button>
                </Link>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
