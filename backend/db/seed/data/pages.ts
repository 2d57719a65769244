/** Static pages (trusted html in three languages) and their public paths. */
import type { I18n } from "../../schema.ts";
import { t } from "./catalog.ts";

export interface PageDef {
  key: string;
  /** path per language, without the language prefix */
  path: I18n;
  title: I18n;
  content: I18n;
}

export const PAGES: PageDef[] = [
  {
    key: "payment",
    path: t("/payment", "/odenis", "/oplata"),
    title: t("Payment", "Ödəniş", "Оплата"),
    content: {
      en: `<h2>How you can pay</h2>
<p>All prices are in Azerbaijani manat (₼) and include VAT. You choose how to pay at checkout.</p>
<h3>Bank card online</h3>
<p>We accept Visa and Mastercard cards issued by any bank. Payment goes through the bank's secure 3-D Secure page; we never see or store your card number. Your order is confirmed as soon as the bank approves the payment.</p>
<h3>Cash on delivery</h3>
<p>Pay the courier in cash when you receive your order, or at the store when you pick it up. We may confirm cash orders with a one-time code sent by SMS. Some items (marked on their page) can be paid for only by card.</p>
<h3>Installments</h3>
<p>Orders over 50 ₼ can be paid in interest-free installments with <strong>Birkart</strong> (3, 6 or 12 months) or <strong>Tamkart</strong> (3 or 6 months). Choose "Installment" at checkout, then your card and the number of months; the monthly amount is shown before you pay.</p>
<h3>Discounts</h3>
<ul><li>10% off your first order for new customers.</li><li>Some products give an extra discount in the basket or when paid in cash — it is shown on the product page.</li></ul>
<p>Questions about a payment? Call us on <a href="tel:+994125551000">+994 12 555 10 00</a>.</p>`,
      az: `<h2>Necə ödəyə bilərsiniz</h2>
<p>Bütün qiymətlər Azərbaycan manatı (₼) ilədir və ƏDV daxildir. Ödəniş üsulunu sifarişi rəsmiləşdirərkən seçirsiniz.</p>
<h3>Bank kartı ilə onlayn</h3>
<p>İstənilən bankın Visa və Mastercard kartlarını qəbul edirik. Ödəniş bankın təhlükəsiz 3-D Secure səhifəsində aparılır; kart nömrənizi heç vaxt görmür və saxlamırıq. Bank ödənişi təsdiqləyən kimi sifarişiniz qəbul olunur.</p>
<h3>Çatdırılma zamanı nağd</h3>
<p>Sifarişi alanda kuryerə nağd ödəyin və ya mağazadan götürərkən kassada ödəyin. Nağd sifarişləri SMS ilə göndərilən birdəfəlik kodla təsdiqləyə bilərik. Bəzi məhsulların (səhifəsində qeyd olunur) ödənişi yalnız kartla mümkündür.</p>
<h3>Hissə-hissə ödəniş</h3>
<p>50 ₼-dan yuxarı sifarişləri <strong>Birkart</strong> (3, 6 və ya 12 ay) və ya <strong>Tamkart</strong> (3 və ya 6 ay) ilə faizsiz hissə-hissə ödəyə bilərsiniz. Sifarişdə "Taksit" seçin, sonra kartı və ay sayını seçin; aylıq məbləğ ödənişdən əvvəl göstərilir.</p>
<h3>Endirimlər</h3>
<ul><li>Yeni müştərilərə ilk sifarişə 10% endirim.</li><li>Bəzi məhsullar səbətdə və ya nağd ödənişdə əlavə endirim verir — bu, məhsulun səhifəsində göstərilir.</li></ul>
<p>Ödənişlə bağlı sualınız var? Bizə zəng edin: <a href="tel:+994125551000">+994 12 555 10 00</a>.</p>`,
      ru: `<h2>Способы оплаты</h2>
<p>Все цены указаны в азербайджанских манатах (₼) с учётом НДС. Способ оплаты выбирается при оформлении заказа.</p>
<h3>Банковской картой онлайн</h3>
<p>Принимаем карты Visa и Mastercard любых банков. Оплата проходит на защищённой странице банка 3-D Secure; мы не видим и не храним номер вашей карты. Заказ подтверждается сразу после одобрения платежа банком.</p>
<h3>Наличными при получении</h3>
<p>Оплатите заказ курьеру наличными или на кассе магазина при самовывозе. Заказы с оплатой наличными мы можем подтвердить одноразовым кодом по SMS. Некоторые товары (это указано на их странице) можно оплатить только картой.</p>
<h3>Рассрочка</h3>
<p>Заказы от 50 ₼ можно оплатить в беспроцентную рассрочку картой <strong>Birkart</strong> (3, 6 или 12 месяцев) или <strong>Tamkart</strong> (3 или 6 месяцев). Выберите «Рассрочка», затем карту и срок — ежемесячный платёж будет показан до оплаты.</p>
<h3>Скидки</h3>
<ul><li>Скидка 10% на первый заказ для новых покупателей.</li><li>Некоторые товары дают дополнительную скидку в корзине или при оплате наличными — это указано на странице товара.</li></ul>
<p>Вопросы по оплате? Звоните: <a href="tel:+994125551000">+994 12 555 10 00</a>.</p>`,
    },
  },
  {
    key: "delivery",
    path: t("/delivery", "/catdirilma", "/dostavka"),
    title: t("Delivery", "Çatdırılma", "Доставка"),
    content: {
      en: `<h2>Delivery across Baku and Absheron</h2>
<table><thead><tr><th>Where</th><th>Cost</th><th>When</th></tr></thead><tbody>
<tr><td>Baku</td><td>5 ₼ (free in the city centre: 28 May, Nizami street, Old City, White City)</td><td>next day, often the same day for orders before 14:00</td></tr>
<tr><td>Khazar district, Mashtaga, Zabrat</td><td>7 ₼</td><td>1–2 days</td></tr>
<tr><td>Khirdalan</td><td>8 ₼</td><td>1–2 days</td></tr>
<tr><td>Sumgayit</td><td>10 ₼</td><td>1–2 days</td></tr>
<tr><td>Absheron settlements</td><td>9–12 ₼</td><td>2–3 days</td></tr>
</tbody></table>
<p>We do not deliver to Alat yet — please choose pickup from a store instead.</p>
<h3>Free pickup</h3>
<p>Collect your order for free from <strong>Bazaar Nizami</strong> (90 Nizami street) or <strong>Bazaar Ganjlik Mall</strong>. We send an SMS when the order is ready; it waits for you for 7 days.</p>
<h3>Gift delivery</h3>
<p>Sending a present? Tick "This is a gift" at checkout, enter the recipient's name and number, and we will wrap the order and leave out the receipt.</p>
<p>The courier calls 30 minutes before arrival. You can check and try on the items before paying.</p>`,
      az: `<h2>Bakı və Abşeron üzrə çatdırılma</h2>
<table><thead><tr><th>Harada</th><th>Qiymət</th><th>Nə vaxt</th></tr></thead><tbody>
<tr><td>Bakı</td><td>5 ₼ (şəhər mərkəzində pulsuz: 28 May, Nizami küçəsi, İçərişəhər, Ağ şəhər)</td><td>ertəsi gün, saat 14:00-a qədər verilən sifarişlər çox vaxt həmin gün</td></tr>
<tr><td>Xəzər rayonu, Maştağa, Zabrat</td><td>7 ₼</td><td>1–2 gün</td></tr>
<tr><td>Xırdalan</td><td>8 ₼</td><td>1–2 gün</td></tr>
<tr><td>Sumqayıt</td><td>10 ₼</td><td>1–2 gün</td></tr>
<tr><td>Abşeron qəsəbələri</td><td>9–12 ₼</td><td>2–3 gün</td></tr>
</tbody></table>
<p>Hələlik Ələtə çatdırılma etmirik — zəhmət olmasa, mağazadan götürməni seçin.</p>
<h3>Pulsuz götürmə</h3>
<p>Sifarişinizi <strong>Bazaar Nizami</strong> (Nizami küçəsi 90) və ya <strong>Bazaar Gənclik Mall</strong> mağazasından pulsuz götürün. Sifariş hazır olanda SMS göndəririk; o, 7 gün sizi gözləyir.</p>
<h3>Hədiyyə çatdırılması</h3>
<p>Hədiyyə göndərirsiniz? Sifarişdə "Bu hədiyyədir" seçin, alıcının adını və nömrəsini yazın — sifarişi bükəcək və çeki qoymayacağıq.</p>
<p>Kuryer gəlməzdən 30 dəqiqə əvvəl zəng edir. Ödəməzdən əvvəl məhsulları yoxlaya və geyinib baxa bilərsiniz.</p>`,
      ru: `<h2>Доставка по Баку и Апшерону</h2>
<table><thead><tr><th>Куда</th><th>Стоимость</th><th>Когда</th></tr></thead><tbody>
<tr><td>Баку</td><td>5 ₼ (в центре бесплатно: 28 Мая, улица Низами, Ичеришехер, Белый город)</td><td>на следующий день, при заказе до 14:00 часто в тот же день</td></tr>
<tr><td>Хазарский район, Маштага, Забрат</td><td>7 ₼</td><td>1–2 дня</td></tr>
<tr><td>Хырдалан</td><td>8 ₼</td><td>1–2 дня</td></tr>
<tr><td>Сумгайыт</td><td>10 ₼</td><td>1–2 дня</td></tr>
<tr><td>Посёлки Апшерона</td><td>9–12 ₼</td><td>2–3 дня</td></tr>
</tbody></table>
<p>В Алят мы пока не доставляем — пожалуйста, выберите самовывоз из магазина.</p>
<h3>Бесплатный самовывоз</h3>
<p>Заберите заказ бесплатно в <strong>Bazaar Низами</strong> (ул. Низами, 90) или <strong>Bazaar Гянджлик Молл</strong>. Мы пришлём SMS, когда заказ будет готов; он ждёт вас 7 дней.</p>
<h3>Доставка подарка</h3>
<p>Отправляете подарок? Отметьте «Это подарок» при оформлении, укажите имя и номер получателя — мы упакуем заказ и не вложим чек.</p>
<p>Курьер звонит за 30 минут до приезда. Вы можете осмотреть и примерить товары перед оплатой.</p>`,
    },
  },
  {
    key: "returns",
    path: t("/returns", "/qaytarilma", "/vozvrat"),
    title: t("Returns & exchanges", "Qaytarma və dəyişmə", "Возврат и обмен"),
    content: {
      en: `<h2>14 days to change your mind</h2>
<p>You can return or exchange any item within 14 days of receiving it, as long as it is unworn, with its tags and in its original packaging.</p>
<h3>How to return</h3>
<ol><li>Call us on <a href="tel:+994125551000">+994 12 555 10 00</a> or write to <a href="mailto:hello@bazaar.az">hello@bazaar.az</a> with your order number.</li><li>Bring the item to any Bazaar store, or we will send a courier (free in Baku for exchanges, 5 ₼ for returns).</li><li>We check the item and refund the money within 3 working days. Card payments go back to the same card; the bank may take up to 10 days to show it.</li></ol>
<h3>What cannot be returned</h3>
<ul><li>Opened perfume and cosmetics;</li><li>earrings and underwear, for hygiene reasons;</li><li>items bought at "price on application" after they have been altered for you.</li></ul>
<p>Received a faulty item? We replace it or refund it in full, including delivery, at any time within the warranty period.</p>`,
      az: `<h2>Fikrinizi dəyişmək üçün 14 gün</h2>
<p>İstənilən məhsulu aldığınız gündən 14 gün ərzində qaytara və ya dəyişə bilərsiniz — şərt budur ki, geyinilməmiş, etiketli və orijinal qablaşdırmada olsun.</p>
<h3>Necə qaytarmalı</h3>
<ol><li>Sifariş nömrəsi ilə <a href="tel:+994125551000">+994 12 555 10 00</a> nömrəsinə zəng edin və ya <a href="mailto:hello@bazaar.az">hello@bazaar.az</a> ünvanına yazın.</li><li>Məhsulu istənilən Bazaar mağazasına gətirin və ya kuryer göndərək (Bakıda dəyişmə pulsuz, qaytarma 5 ₼).</li><li>Məhsulu yoxlayıb pulu 3 iş günü ərzində qaytarırıq. Kartla ödənişlər eyni karta qayıdır; bankın bunu göstərməsi 10 günə qədər çəkə bilər.</li></ol>
<h3>Nələr qaytarılmır</h3>
<ul><li>Açılmış ətir və kosmetika;</li><li>gigiyena səbəbindən sırğalar və alt paltarı;</li><li>"qiymət sorğu ilə" alınmış və sizin üçün dəyişdirilmiş məhsullar.</li></ul>
<p>Qüsurlu məhsul gəlib? Zəmanət müddətində istənilən vaxt onu dəyişirik və ya çatdırılma daxil olmaqla pulu tam qaytarırıq.</p>`,
      ru: `<h2>14 дней, чтобы передумать</h2>
<p>Любой товар можно вернуть или обменять в течение 14 дней после получения, если он не был в носке, сохранены бирки и оригинальная упаковка.</p>
<h3>Как вернуть</h3>
<ol><li>Позвоните по номеру <a href="tel:+994125551000">+994 12 555 10 00</a> или напишите на <a href="mailto:hello@bazaar.az">hello@bazaar.az</a>, указав номер заказа.</li><li>Принесите товар в любой магазин Bazaar или вызовите курьера (обмен по Баку бесплатно, возврат — 5 ₼).</li><li>Мы проверим товар и вернём деньги в течение 3 рабочих дней. Оплата картой возвращается на ту же карту; банку может понадобиться до 10 дней.</li></ol>
<h3>Что не подлежит возврату</h3>
<ul><li>Вскрытая парфюмерия и косметика;</li><li>серьги и нижнее бельё — по гигиеническим причинам;</li><li>товары «по запросу цены», изменённые специально для вас.</li></ul>
<p>Получили товар с браком? Заменим его или полностью вернём деньги, включая доставку, в любой момент в течение гарантийного срока.</p>`,
    },
  },
  {
    key: "contact",
    path: t("/contact", "/elaqe", "/kontakty"),
    title: t("Contact us", "Əlaqə", "Контакты"),
    content: {
      en: `<h2>We are here to help</h2>
<p><strong>Phone:</strong> <a href="tel:+994125551000">+994 12 555 10 00</a> — every day from 09:00 to 21:00<br><strong>WhatsApp:</strong> <a href="https://wa.me/994505551000">+994 50 555 10 00</a><br><strong>Email:</strong> <a href="mailto:hello@bazaar.az">hello@bazaar.az</a></p>
<p><strong>Head office:</strong> 90 Nizami street, Baku AZ1010</p>
<p>For questions about an order, please have your order number ready. You can also write to us with the form below — we answer within one working day.</p>`,
      az: `<h2>Sizə kömək etməyə hazırıq</h2>
<p><strong>Telefon:</strong> <a href="tel:+994125551000">+994 12 555 10 00</a> — hər gün 09:00-dan 21:00-dək<br><strong>WhatsApp:</strong> <a href="https://wa.me/994505551000">+994 50 555 10 00</a><br><strong>E-poçt:</strong> <a href="mailto:hello@bazaar.az">hello@bazaar.az</a></p>
<p><strong>Baş ofis:</strong> Nizami küçəsi 90, Bakı AZ1010</p>
<p>Sifarişlə bağlı suallar üçün sifariş nömrənizi hazır saxlayın. Aşağıdakı forma ilə də yaza bilərsiniz — bir iş günü ərzində cavab veririk.</p>`,
      ru: `<h2>Мы всегда на связи</h2>
<p><strong>Телефон:</strong> <a href="tel:+994125551000">+994 12 555 10 00</a> — ежедневно с 09:00 до 21:00<br><strong>WhatsApp:</strong> <a href="https://wa.me/994505551000">+994 50 555 10 00</a><br><strong>Эл. почта:</strong> <a href="mailto:hello@bazaar.az">hello@bazaar.az</a></p>
<p><strong>Главный офис:</strong> ул. Низами, 90, Баку AZ1010</p>
<p>Если вопрос касается заказа, держите под рукой его номер. Вы также можете написать нам через форму ниже — ответим в течение одного рабочего дня.</p>`,
    },
  },
  {
    key: "about",
    path: t("/about", "/haqqimizda", "/o-nas"),
    title: t("About Bazaar", "Bazaar haqqında", "О Bazaar"),
    content: {
      en: `<h2>A Baku shop for everyday things done well</h2>
<p>Bazaar started in 2016 as a small store on Nizami street. Today we have three stores in Baku and deliver across Absheron, but the idea is the same: clothes, shoes and things for the home that are well made, fairly priced and meant to be used for years.</p>
<h3>What we care about</h3>
<ul><li><strong>Local makers.</strong> A growing part of our range — from ceramics to dresses — is made in Azerbaijan.</li><li><strong>Honest quality.</strong> We test fabrics and seams before anything reaches the shelf.</li><li><strong>Real service.</strong> Free exchanges in Baku and people, not bots, on the phone.</li></ul>
<p>Come and see us at Nizami street, Ganjlik Mall or 28 Mall.</p>`,
      az: `<h2>Keyfiyyətli gündəlik əşyalar üçün Bakı mağazası</h2>
<p>Bazaar 2016-cı ildə Nizami küçəsində kiçik bir mağaza kimi başladı. Bu gün Bakıda üç mağazamız var və bütün Abşerona çatdırırıq, amma ideya eynidir: yaxşı tikilmiş, ədalətli qiymətli və illərlə istifadə üçün nəzərdə tutulmuş geyim, ayaqqabı və ev əşyaları.</p>
<h3>Bizim üçün vacib olanlar</h3>
<ul><li><strong>Yerli istehsalçılar.</strong> Keramikadan donlara qədər çeşidimizin getdikcə böyüyən hissəsi Azərbaycanda hazırlanır.</li><li><strong>Dürüst keyfiyyət.</strong> Heç nə rəfə çıxmazdan əvvəl parçaları və tikişləri yoxlayırıq.</li><li><strong>Əsl xidmət.</strong> Bakıda pulsuz dəyişmə və telefonda botlar yox, insanlar.</li></ul>
<p>Nizami küçəsində, Gənclik Mall və ya 28 Mall-da bizə baş çəkin.</p>`,
      ru: `<h2>Бакинский магазин хороших вещей на каждый день</h2>
<p>Bazaar начинался в 2016 году с маленького магазина на улице Низами. Сегодня у нас три магазина в Баку и доставка по всему Апшерону, но идея прежняя: одежда, обувь и вещи для дома, которые хорошо сделаны, честно стоят и служат годами.</p>
<h3>Что для нас важно</h3>
<ul><li><strong>Местные мастера.</strong> Всё больше нашего ассортимента — от керамики до платьев — производится в Азербайджане.</li><li><strong>Честное качество.</strong> Мы проверяем ткани и швы до того, как вещь попадёт на полку.</li><li><strong>Настоящий сервис.</strong> Бесплатный обмен по Баку и живые люди, а не боты, на телефоне.</li></ul>
<p>Приходите к нам на улицу Низами, в Гянджлик Молл или 28 Молл.</p>`,
    },
  },
];
