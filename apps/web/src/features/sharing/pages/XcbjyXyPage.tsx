import { Card, Typography } from 'antd';

/** xcbjy_xy: the sharing trade agreement shown before ordering. design: the spec names the page only. */
export function XcbjyXyPage() {
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <Card title="贤才宝共享交易协议">
        <Typography>
          <Typography.Paragraph>
            一、平台为共享项目与服务的发布方（服务方）和订购方（需求方）提供信息发布、交易撮合和资金托管服务。
          </Typography.Paragraph>
          <Typography.Paragraph>
            二、服务方须完成平台个人或企业认证后方可发布；发布与修改的内容经平台审核通过后上架，服务方对内容的真实性负责。
          </Typography.Paragraph>
          <Typography.Paragraph>三、需求方下单后以晶币支付，款项进入该订单的平台托管账户，不直接付给服务方。</Typography.Paragraph>
          <Typography.Paragraph>
            四、服务方交付前，双方均可取消订单，托管款项全额退回需求方钱包；服务方提交交付后，订单不能再取消。
          </Typography.Paragraph>
          <Typography.Paragraph>五、需求方确认验收后，平台将托管款项全额付给服务方，交易完成，款项不可撤回。</Typography.Paragraph>
          <Typography.Paragraph>
            六、晶币不能兑换为现金，也不能退还（用户协议）；交易纠纷可通过“投诉与反馈”联系平台处理。
          </Typography.Paragraph>
        </Typography>
      </Card>
    </div>
  );
}
