import type { ReactNode } from 'react';
import { Col, Form, Input, Row, Select, type FormRule, type SelectProps } from 'antd';

import { useDictOptions } from './PositionCards.tsx';

/** A select of one dictionary's entries (xl, gzjy, xzfw, cshy, gsgm, gsxz), as a form control. */
export function DictSelect({ number, ...props }: { number: string } & Omit<SelectProps, 'options'>) {
  return <Select {...props} options={useDictOptions(number)} />;
}

export interface Field {
  name: string;
  label: string;
  rules?: FormRule[];
  /** The control; a plain input when none. */
  control?: ReactNode;
  /** A dictionary select (clearable unless the field is required). */
  dict?: string;
  /** Its columns of 24 on a desk, when not the grid's. */
  md?: number;
  valuePropName?: string;
}

const control = (f: Field) =>
  f.control ?? (f.dict ? <DictSelect number={f.dict} allowClear={!f.rules?.some((r) => 'required' in r && r.required)} /> : <Input />);

/** A form's fields: in a grid of `md` columns of 24 on a desk (one a row on a phone), or one a row without it. */
export function FormFields({ fields, md }: { fields: Field[]; md?: number }) {
  const item = (f: Field) => (
    <Form.Item key={f.label} name={f.name} label={f.label} rules={f.rules} valuePropName={f.valuePropName}>
      {control(f)}
    </Form.Item>
  );
  if (md === undefined) return <>{fields.map(item)}</>;
  return (
    <Row gutter={12}>
      {fields.map((f) => (
        <Col key={f.label} xs={24} md={f.md ?? md}>
          {item(f)}
        </Col>
      ))}
    </Row>
  );
}
