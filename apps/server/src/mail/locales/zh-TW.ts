import type { MailCatalogue } from "./catalogue";

export const zhTW: MailCatalogue = {
  greeting: (name) => `${name} 您好：`,
  signature: "Rosterly 團隊",
  linkFallback: "如果按鈕無法使用，請將以下連結複製到瀏覽器：",
  notYou: "如果您並未預期收到這封郵件，可以忽略它；在連結被使用之前不會有任何變更。",
  activation: {
    subject: (organisation) => `您在 ${organisation} 的 Rosterly 帳號`,
    intro: (organisation) =>
      `${organisation} 已為您建立 Rosterly 帳號。請設定密碼以啟用帳號，之後即可使用此電子郵件地址登入。`,
    action: "啟用我的帳號",
    expiry: (days) => `此連結僅能使用一次，將於 ${days} 天後失效。`,
  },
  passwordReset: {
    subject: "重設您的 Rosterly 密碼",
    intro: "有人要求重設您 Rosterly 帳號的密碼。請使用以下連結設定新密碼。",
    action: "設定新密碼",
    expiry: (hours) => `此連結僅能使用一次，將於 ${hours} 小時後失效。`,
  },
  emailChange: {
    subject: "確認您的新電子郵件地址",
    intro: (newEmail) => `您要求日後使用 ${newEmail} 登入 Rosterly。請確認此地址屬於您。`,
    action: "確認我的電子郵件地址",
    expiry: (hours) => `此連結僅能使用一次，將於 ${hours} 小時後失效。`,
  },
  emailChanged: {
    subject: "您的 Rosterly 電子郵件地址已變更",
    intro: (newEmail) => `您的 Rosterly 帳號現在使用 ${newEmail} 登入。`,
    help: "如果這不是您本人所做的變更，請立即聯絡貴院的 Rosterly 管理員。",
  },
};
