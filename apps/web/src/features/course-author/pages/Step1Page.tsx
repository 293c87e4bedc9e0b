import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Empty, List, Skeleton, Typography } from 'antd';
import { COURSE_MSG } from '@xcb/shared/messages';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { WizardButtons, WizardFrame } from '../components/WizardFrame.tsx';
import { useCourseTypes } from '../api.ts';
import { readDraft, writeDraft } from '../draft.ts';
import styles from './course.module.css';

/** /step1: the course category, parent type on the left, its child types on the right. */
export function Step1Page() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const types = useCourseTypes();
  const draft = readDraft();
  const [parent, setParent] = useState<number | undefined>(draft.parentTypeId);
  const [child, setChild] = useState<number | undefined>(draft.typeId);
  const groups = types.data ?? [];
  const current =
    groups.find((g) => g.id === parent) ?? groups.find((g) => g.dictionaryDetailList.some((c) => c.id === child)) ?? groups[0];

  const next = () => {
    if (!child || !current) {
      void message.warning(COURSE_MSG.typeRequired);
      return;
    }
    writeDraft({ parentTypeId: current.id, typeId: child });
    void navigate('/step2');
  };

  return (
    <WizardFrame current={0} editing={Boolean(draft.id)}>
      {types.isPending ? (
        <div className={styles.typeLoading}>
          <Skeleton active />
        </div>
      ) : (
        <div className={styles.typeColumns}>
          <List
            className={styles.typeColumn}
            header={<Typography.Text strong>{AUTHOR_L.step1.parents}</Typography.Text>}
            dataSource={groups}
            renderItem={(g) => (
              <List.Item
                className={g.id === current?.id ? styles.typeActive : styles.typeItem}
                onClick={() => {
                  setParent(g.id);
                  setChild(undefined);
                }}
              >
                {g.name}
              </List.Item>
            )}
          />
          <List
            className={styles.typeColumn}
            header={<Typography.Text strong>{AUTHOR_L.step1.children}</Typography.Text>}
            dataSource={current?.dictionaryDetailList ?? []}
            locale={{ emptyText: <Empty description={AUTHOR_L.step1.noChildren} /> }}
            renderItem={(c) => (
              <List.Item
                className={c.id === child ? styles.typeActive : styles.typeItem}
                onClick={() => setChild(c.id)}
                data-testid={`type-${c.name}`}
              >
                {c.name}
              </List.Item>
            )}
          />
        </div>
      )}
      <WizardButtons back={() => void navigate('/release_curriculum')} backLabel={AUTHOR_L.backToMine} next={next} marginTop={24} />
    </WizardFrame>
  );
}
