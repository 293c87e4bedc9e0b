import type { DemoSeed } from './context.ts';
import { setAvatar } from './employment/profile.ts';

// Chat and notices, last of the areas: conversations between demo users about what the other areas made
// (a demand, a delivery, a withdrawal), sent through chatHistory_add as the chat page sends them and read
// through chatFriend_read as opening a conversation reads it, so some stay unread; the notices the flows
// sent are partly read through message_update, as a user opening them does; and the base demo accounts
// get their avatars through the profile action.

type Line = { by: 0 | 1; text: string } | { read: 0 | 1 };
interface Conversation {
  between: [string, string];
  lines: Line[];
}

const say = (by: 0 | 1, text: string): Line => ({ by, text });
const read = (who: 0 | 1): Line => ({ read: who });

const CONVERSATIONS: Conversation[] = [
  {
    between: ['company01', 'person01'],
    lines: [
      say(0, '张工你好，我是星河科技的王经理，会员积分小程序二期的报名看到了，想跟你确认一下档期。'),
      say(1, '王经理好，我这三个月都可以投入，每天能保证 6 小时以上。'),
      say(0, '好的。积分兑换和签到这两块后端你来负责，前端我们另外找了赵子豪。'),
      say(1, '没问题，我先看一下现有的接口文档，有测试环境账号吗？'),
      say(0, '测试环境账号发你邮箱了，第一个迭代两周后验收。'),
      read(1),
      say(1, '第一个迭代已经提交交付了，附了首页截图和接口说明，麻烦您看一下。'),
      read(0),
      say(0, '看过了，验收通过，款项已经付了。签到模块的加班申请我这两天处理。'),
      say(0, '另外下周三上午开个迭代会，方便的话线上参加一下。'),
    ],
  },
  {
    between: ['person01', 'support01'],
    lines: [
      say(0, '你好，我申请了提现到支付宝，一般多久能到账？'),
      say(1, '您好，提现申请由平台工作人员审核，工作日一般 1 个工作日内处理，审核通过后即时打款。'),
      say(0, '好的，那提现期间这部分晶币还能用吗？'),
      read(1),
      say(1, '审核期间这部分晶币会被冻结，在钱包里显示为冻结金额；如果审核被驳回，晶币会退回可用余额。'),
      say(1, '还有其他问题随时联系我们。'),
    ],
  },
  {
    between: ['company01', 'worker03'],
    lines: [
      say(1, '王经理，会员等级页面和积分明细页做好了，已经接了测试接口。'),
      say(0, '收到，等级图标用的是设计稿里的吗？'),
      say(1, '是的，按最新一版设计稿切的图，交付里有说明。'),
      read(0),
      say(1, '另外积分明细的分页接口返回有点慢，后端那边能看看吗？'),
      say(1, '我这边先做了骨架屏，体验上问题不大。'),
    ],
  },
  {
    between: ['boss02', 'worker04'],
    lines: [
      say(0, '晓雯你好，初稿收到了，整体不错，但主色要按品牌手册改成蓝色系。'),
      say(1, '明白，我看一下品牌手册，今天晚上改好重新交付。'),
      say(0, '标题字号也可以再大一些，朋友圈方图里有点看不清。'),
      say(1, '已经重新交付了，三个尺寸都改了，您看看。'),
      read(0),
      read(1),
    ],
  },
  {
    between: ['boss03', 'worker06'],
    lines: [
      say(0, '佳琪，明天广交会 8 点半到 B 区签到台，工作证在现场领。'),
      say(1, '好的梁总，需要穿正装吗？'),
      say(0, '统一发展会 T 恤，穿黑色长裤和运动鞋就行。'),
      say(1, '收到，第一天的照片和登记表已经提交了。'),
      read(0),
      say(0, '辛苦了，前两天的费用已经付了。'),
    ],
  },
  {
    between: ['boss05', 'worker09'],
    lines: [
      say(1, '高总，测试报告已经验收了，结算申请为什么被退回了？'),
      say(0, '需求里写了功能和性能测试，性能部分还没交。'),
      say(1, '最初沟通的时候说性能测试另算，我这边申请平台介入了。'),
      read(0),
      say(0, '可以，等平台处理吧，性能测试如果你愿意接，我们另外发一个需求。'),
    ],
  },
  {
    between: ['hragency01', 'support01'],
    lines: [
      say(0, '请问人事代理的合同到期后，续签需要重新提交资料吗？'),
      say(1, '您好，续签不需要重新提交企业资料，在合同详情页发起续签即可，双方确认后生效。'),
      read(0),
      say(0, '好的，另外提现到微信一般多久审核？'),
      say(1, '工作日 1 个工作日内审核，您有一笔提现正在审核中，请耐心等待。'),
    ],
  },
  {
    between: ['company01', 'support01'],
    lines: [
      say(0, '你好，短期需求的保证金用银行转账的话，凭证要上传哪些内容？'),
      say(1, '您好，请上传包含付款账户、收款账户、金额和时间的转账回单截图，最多 5 张。'),
      say(0, '明白了，谢谢。'),
      read(1),
      read(0),
    ],
  },
  {
    between: ['zoneuser01', 'zwork01'],
    lines: [
      say(1, '您好，我报名了园区企业宣传片拍摄，之前拍过两家园区企业的宣传片，可以发作品给您看。'),
      say(0, '好的，方便的话发一下作品链接。'),
      say(1, '作品集发到您邮箱了，航拍也可以做，有无人机执照。'),
      say(1, '拍摄时间我下周都可以配合。'),
    ],
  },
  {
    between: ['zboss02', 'zwork03'],
    lines: [
      say(0, '晓峰，第一周的运营周报看了，ACOS 降得不错。'),
      say(1, '谢谢苏经理，下周准备把两个低效的广告组停掉，预算挪到核心词上。'),
      read(0),
      say(0, '可以，第一个月的运营费已经付了，继续加油。'),
    ],
  },
];

/** The accounts whose notices are partly read: the newest few stay unread. */
const NOTICE_READERS = ['person01', 'company01', 'hragency01', 'zoneuser01', 'boss02', 'worker04', 'worker06'];
const KEEP_UNREAD = 3;

const BASE_AVATARS: [string, string][] = [
  ['person01', 'messaging-avatar-person01.png'],
  ['company01', 'messaging-avatar-company01.png'],
  ['hragency01', 'messaging-avatar-hragency01.png'],
  ['zoneuser01', 'messaging-avatar-zoneuser01.png'],
  ['support01', 'messaging-avatar-support01.png'],
];

export async function seedMessaging(s: DemoSeed): Promise<void> {
  for (const [name, picture] of BASE_AVATARS) await setAvatar(await s.as(name), picture);

  for (const c of CONVERSATIONS) {
    const side = [await s.as(c.between[0]), await s.as(c.between[1])] as const;
    await side[0].call('chatFriend_add', { chatFriend: { useredid: side[1].id } });
    for (const line of c.lines) {
      if ('read' in line) {
        const reader = side[line.read];
        await reader.call('chatFriend_read', { useredid: side[line.read === 0 ? 1 : 0].id });
      } else {
        const to = side[line.by === 0 ? 1 : 0];
        await side[line.by].call('chatHistory_add', { chatHistory: { useredid: to.id, text: line.text, sendtype: 'txt' } });
      }
    }
  }

  for (const name of NOTICE_READERS) {
    const client = await s.as(name);
    const { data } = await client.call<{ data: { recordList: { id: number; readMsg: number }[] } }>('message_sellist', {
      messageType: '',
      pageNum: 0,
      pageSize: 50,
    });
    // newest first: the user opened the older ones
    for (const n of data.recordList.slice(KEEP_UNREAD)) if (n.readMsg === 0) await client.call('message_update', { id: n.id });
  }
}
