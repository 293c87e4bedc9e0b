import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Button, Input, Modal, Space, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { COURSE_MSG } from '@xcb/shared';
import { PAY_TYPE } from '@xcb/shared/actions/courses';
import { PasswordCells } from '../../../components/PasswordCells.tsx';
import { errorText } from '../../../api/client.ts';
import { useAccountBase, usePay, useWxPayOrder, useWxQuery } from '../api.ts';
import { Price } from './CourseBits.tsx';
import { coursePaths } from '../paths.ts';

/**
 * spec settlement dialog: tab 0 pays with coins and the 6-digit payment password (link to /zf_set when
 * none is set), tab 1 with an enterprise cooperation key. One order_orderPay call does the whole payment.
 */
export function SettlementDialog({ open, orderIds, listId, total, onClose, onPaid }: { open: boolean; orderIds: number[]; listId: string; total: string; onClose: () => void; onPaid: (msg: string) => void }) {
  const [tab, setTab] = useState<'0' | '1' | 'wx'>('0');
  const wx = useWxPayOrder();
  const wxCode = wx.data?.tradecode ?? null;
  const wxStatus = useWxQuery(open ? wxCode : null);
  const wxPaid = wxStatus.data?.paid === true;
  // The poll may answer "paid" more than once while the dialog closes: report each payment once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (wxPaid && wxCode && reported.current !== wxCode) {
      reported.current = wxCode;
      onPaid(wxStatus.data?.msg ?? '支付成功');
    }
  }, [wxPaid, wxCode, onPaid, wxStatus.data?.msg]);
  const [pwd, setPwd] = useState('');
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const base = useAccountBase();
  const pay = usePay();
  const hasPwd = Boolean(base.data?.custAccountPWD);

  const close = () => {
    setPwd('');
    setKey('');
    setError(null);
    onClose();
  };
  const submit = (password = pwd) => {
    setError(null);
    if (tab === '0' && password.length !== 6) return setError(COURSE_MSG.payPwdFirst);
    if (tab === '1' && !key.trim()) return setError(COURSE_MSG.keyRequired);
    pay.mutate(tab === '0' ? { payPwdType: PAY_TYPE.password, ids: orderIds.join(','), accountpwd: password } : { payPwdType: PAY_TYPE.key, ids: orderIds.join(','), key: key.trim() }, {
      onSuccess: (r) => {
        setPwd('');
        setKey('');
        onPaid(r.msg);
      },
      onError: (e) => {
        setPwd('');
        setError(errorText(e));
      },
    });
  };

  return (
    <Modal open={open} title="订单结算" onCancel={close} footer={null} destroyOnHidden width={480}>
      <p>
        应付金额：<Price coins={total} />
      </p>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as '0' | '1' | 'wx');
          setError(null);
          if (k === 'wx' && !wx.data && !wx.isPending) wx.mutate(listId, { onError: (e) => setError(errorText(e)) });
        }}
        items={[
          {
            key: '0',
            label: '晶币支付',
            children: (
              <div>
                <p>
                  可用余额：{base.data ? `${base.data.available} 晶币` : '…'}{' '}
                  <Link to={coursePaths.wallet()} target="_blank">
                    去充值
                  </Link>
                </p>
                {base.data && !hasPwd ? (
                  <Alert type="warning" showIcon message={<span>您还没有设置支付密码，<Link to={coursePaths.zfSet()}>去设置支付密码</Link></span>} />
                ) : (
                  <Space direction="vertical">
                    <Typography.Text>请输入6位支付密码</Typography.Text>
                    <PasswordCells value={pwd} onChange={setPwd} onComplete={(v) => submit(v)} autoFocus label="支付密码" />
                    <Link to={coursePaths.zfSet()}>忘记或修改支付密码</Link>
                  </Space>
                )}
              </div>
            ),
          },
          {
            key: '1',
            label: '企业合作密钥',
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Typography.Text>输入企业发给您的购买密钥，费用由企业支付</Typography.Text>
                <Input.Password aria-label="购买密钥" placeholder="XCBK-…" value={key} onChange={(e) => setKey(e.target.value)} maxLength={100} />
              </Space>
            ),
          },
          {
            key: 'wx',
            label: '微信扫码',
            children: (
              <Space direction="vertical" align="center" style={{ width: '100%' }}>
                {wx.data ? (
                  <>
                    <QRCodeSVG value={wx.data.code_url} size={180} data-testid="course-wx-qr" data-url={wx.data.code_url} />
                    <Typography.Text>
                      请用微信扫码支付 ￥{wx.data.rmbAmount} <Typography.Text type="warning">（沙箱）</Typography.Text>
                    </Typography.Text>
                    <Typography.Text type="secondary">支付到账后订单自动完成，无需输入密码</Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">正在生成二维码…</Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
      <div style={{ textAlign: 'right', marginTop: 16 }}>
        <Space>
          <Button onClick={close}>取消</Button>
          {tab !== 'wx' && (
            <Button type="primary" onClick={() => submit()} loading={pay.isPending} disabled={tab === '0' && !hasPwd}>
              确认支付
            </Button>
          )}
        </Space>
      </div>
    </Modal>
  );
}
