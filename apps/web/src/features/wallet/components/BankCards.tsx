import { useState } from 'react';
import { Button, Card, Form, Input, List, Modal, Popconfirm, Space, Typography } from 'antd';
import { CreditCardOutlined } from '@ant-design/icons';
import { WALLET_MSG } from '@xcb/shared/messages';
import { BANK_CARD_MAX, BANK_CARD_MIN } from '@xcb/shared/rules';
import type { BankCard } from '@xcb/shared/actions/wallet';
import { WL } from '../../../locale/wallet-labels.ts';
import { useAddCard, useCards, useDeleteCard, useUpdateCard } from '../api.ts';

interface CardForm {
  companyName: string;
  companyBank: string;
  companyBankNumber: string;
  unitedBankNumber?: string;
}

// the holder's and the bank's names: required text of up to 50 characters
const NAMES = [
  { name: 'companyName', label: WL.card.holder, required: WALLET_MSG.cardHolderRequired },
  { name: 'companyBank', label: WL.card.bank, required: WALLET_MSG.cardBankRequired },
] as const;

const masked = (n: string) => `${n.slice(0, 4)} **** **** ${n.slice(-4)}`;

/** spec: bank cards — holder, bank, number (16 to 19 digits), interbank number; bind and unbind. */
export function BankCards() {
  const cards = useCards();
  const add = useAddCard();
  const update = useUpdateCard();
  const remove = useDeleteCard();
  const [editing, setEditing] = useState<BankCard | 'new' | null>(null);
  const [form] = Form.useForm<CardForm>();

  const open = (c: BankCard | 'new') => {
    setEditing(c);
    form.setFieldsValue(
      c === 'new'
        ? { companyName: '', companyBank: '', companyBankNumber: '', unitedBankNumber: '' }
        : { ...c, unitedBankNumber: c.unitedBankNumber ?? '' },
    );
  };
  const save = async (v: CardForm) => {
    const reply =
      editing === 'new' || editing === null ? await add.run({ userBank: v }) : await update.run({ userBank: { ...v, id: editing.id } });
    if (reply) setEditing(null);
  };

  return (
    <>
      <List
        grid={{ gutter: 16, xs: 1, sm: 2, md: 3 }}
        loading={cards.isPending}
        dataSource={cards.data ?? []}
        locale={{ emptyText: WL.card.none }}
        renderItem={(c) => (
          <List.Item>
            <Card
              size="small"
              title={
                <Space>
                  <CreditCardOutlined />
                  {c.companyBank}
                </Space>
              }
              actions={[
                <Button key="e" type="link" onClick={() => open(c)}>
                  {WL.card.edit}
                </Button>,
                <Popconfirm key="d" title={WL.card.confirmUnbind} onConfirm={() => remove.run({ userBank: { id: c.id } })}>
                  <Button type="link" danger>
                    {WL.card.unbind}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Text strong style={{ fontSize: 16, letterSpacing: 1 }}>
                {masked(c.companyBankNumber)}
              </Typography.Text>
              <div style={{ color: 'rgba(0, 0, 0, 0.58)', marginTop: 4 }}>{c.companyName}</div>
            </Card>
          </List.Item>
        )}
      />
      <Button type="dashed" icon={<CreditCardOutlined />} onClick={() => open('new')}>
        {WL.card.add}
      </Button>
      <Modal
        title={editing === 'new' ? WL.card.add : WL.card.edit}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={WL.card.save}
        confirmLoading={add.isPending || update.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)}>
          {NAMES.map((f) => (
            <Form.Item key={f.name} name={f.name} label={f.label} rules={[{ required: true, whitespace: true, message: f.required }]}>
              <Input maxLength={50} />
            </Form.Item>
          ))}
          <Form.Item
            name="companyBankNumber"
            label={WL.card.number}
            rules={[
              { required: true, message: WALLET_MSG.cardNumberRequired },
              { min: BANK_CARD_MIN, max: BANK_CARD_MAX, message: WALLET_MSG.cardNumberLength },
              { pattern: /^\d+$/, message: WALLET_MSG.cardNumberDigits },
            ]}
          >
            <Input maxLength={19} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            name="unitedBankNumber"
            label={WL.card.interbank}
            rules={[{ pattern: /^(\d{12})?$/, message: WL.card.interbankFormat }]}
          >
            <Input maxLength={12} inputMode="numeric" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
