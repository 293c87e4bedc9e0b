import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Alert, Input, Space, Typography } from 'antd';
import { COURSE_MSG } from '@xcb/shared';
import { PAY_TYPE } from '@xcb/shared/actions/courses';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { errorText } from '../../../api/client.ts';
import { usePay, useWxPayOrder, useWxQuery } from '../api.ts';
import { Price } from './CourseBits.tsx';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.settle;

/**
 * spec settlement dialog: the wallet's payment dialog (coins and the 6-digit payment password, link to
 * /zf_set when none is set) with two more tabs: an enterprise cooperation key, and WeChat's QR code.
 * One order_orderPay call does the whole payment.
 */
export function SettlementDialog({
  open,
  orderIds,
  listId,
  total,
  onClose,
  onPaid,
}: {
  open: boolean;
  orderIds: number[];
  listId: string;
  total: string;
  onClose: () => void;
  onPaid: (msg: string) => void;
}) {
  const wx = useWxPayOrder();
  const wxCode = wx.data?.tradecode ?? null;
  const wxStatus = useWxQuery(open ? wxCode : null);
  const wxPaid = wxStatus.data?.paid === true;
  // The poll may answer "paid" more than once while the dialog closes: report each payment once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (wxPaid && wxCode && reported.current !== wxCode) {
      reported.current = wxCode;
      onPaid(wxStatus.data?.msg ?? COURSE_MSG.paySuccess);
    }
  }, [wxPaid, wxCode, onPaid, wxStatus.data?.msg]);
  const [key, setKey] = useState('');
  const [wxError, setWxError] = useState<string | null>(null);
  const pay = usePay();
  const ids = orderIds.join(',');

  const paid = (msg: string) => {
    setKey('');
    onPaid(msg);
  };

  return (
    <WalletPayDialog
      open={open}
      title={T.title}
      width={480}
      summary={
        <p>
          {T.amount}
          <Price coins={total} />
        </p>
      }
      missingPassword={COURSE_MSG.payPwdFirst}
      onPay={async (accountpwd) => paid((await pay.mutateAsync({ payPwdType: PAY_TYPE.password, ids, accountpwd })).msg)}
      onClose={() => {
        setKey('');
        setWxError(null);
        onClose();
      }}
      onMethodChange={(k) => {
        setWxError(null);
        if (k === 'wx' && !wx.data && !wx.isPending) wx.mutate(listId, { onError: (e) => setWxError(errorText(e)) });
      }}
      otherMethods={[
        {
          key: '1',
          label: T.key,
          content: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text>{T.keyHint}</Typography.Text>
              <Input.Password
                aria-label={T.keyLabel}
                placeholder="XCBK-…"
                value={key}
                onChange={(e) => setKey(e.target.value)}
                maxLength={100}
              />
            </Space>
          ),
          validate: () => (key.trim() ? null : COURSE_MSG.keyRequired),
          confirm: async () => paid((await pay.mutateAsync({ payPwdType: PAY_TYPE.key, ids, key: key.trim() })).msg),
        },
        {
          key: 'wx',
          label: T.wx,
          content: (
            <Space direction="vertical" align="center" style={{ width: '100%' }}>
              {wx.data ? (
                <>
                  <QRCodeSVG value={wx.data.code_url} size={180} data-testid="course-wx-qr" data-url={wx.data.code_url} />
                  <Typography.Text>
                    {T.wxScan(wx.data.rmbAmount)} <Typography.Text type="warning">{T.sandbox}</Typography.Text>
                  </Typography.Text>
                  <Typography.Text type="secondary">{T.wxAuto}</Typography.Text>
                </>
              ) : wxError ? (
                <Alert type="error" showIcon message={wxError} />
              ) : (
                <Typography.Text type="secondary">{T.wxLoading}</Typography.Text>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
