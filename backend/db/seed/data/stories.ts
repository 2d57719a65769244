/**
 * Long product descriptions: a few demo products carry a full buyer's guide after the usual
 * short description, so the product page's description tab is taller than 400 px and shows
 * Show more / Show less (spec section 9). Each story is trusted editor HTML in az, en and ru.
 */
import type { I18n } from "../../schema.ts";
import { t } from "./catalog.ts";
import type { Ref } from "./merch.ts";

export type StoryKind = "outerwear" | "fragrance";

/** products whose description gets a long guide (two of them also have several gifts, see GIFTS) */
export const LONG_STORIES: { ref: Ref; story: StoryKind }[] = [
  { ref: ["women-outerwear", 0], story: "outerwear" },
  { ref: ["men-outerwear", 0], story: "outerwear" },
  { ref: ["beauty-perfume", 0], story: "fragrance" },
];

const section = (heading: string, ...body: string[]) => `<h3>${heading}</h3>${body.join("")}`;
const p = (text: string) => `<p>${text}</p>`;
const list = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

const OUTERWEAR: I18n = t(
  [
    section(
      "How it is made",
      p("The outer fabric is woven tightly enough to keep out the wind off the Caspian and still lets the body breathe on a long walk along the boulevard. Seams are taped on the inside, the lining is cut a little longer than the shell so it never pulls when you reach forward, and every fastening is reinforced at the back so it will not tear out."),
    ),
    section(
      "Fit and sizing",
      p("The cut is straight, with room through the shoulders for a jumper underneath. If you are between two sizes and plan to wear it over knitwear, take the larger one; for a closer fit over a shirt, take your usual size. Sleeve length is measured from the shoulder seam to the cuff and is listed in the size table."),
      list("Model's height: 174 cm, wearing size S", "Length of size M: 96 cm from the shoulder", "Two side pockets and one inner pocket"),
    ),
    section(
      "Care",
      p("Brush off dust and mud once they are dry rather than washing after every wear. When it does need cleaning, close every fastening, turn it inside out and wash on a gentle cycle at 30 °C, or take it to a dry cleaner. Dry it flat or on a wide hanger, away from radiators and direct sun."),
    ),
    section(
      "Delivery and returns",
      p("We deliver across Baku on the next working day and to the other regions of Azerbaijan within two to four days. If the size is not right, you can return or exchange it within 14 days: keep the labels on and a courier will collect it from your door."),
    ),
    section(
      "Why we chose it",
      p("We wore the sample through a windy Baku February before adding it to the shop. It kept its shape after a month of daily wear, the fabric did not pill at the cuffs and the fastenings still work as on the first day. That is the kind of piece we want to sell: one you will still reach for a few winters from now."),
    ),
  ].join(""),
  [
    section(
      "Necə tikilib",
      p("Üz parça Xəzərdən əsən küləyi keçirməyəcək qədər sıx toxunub, amma bulvarda uzun gəzinti zamanı bədənin nəfəs almasına imkan verir. Tikişlər içəridən lentlə bağlanıb, astar üz parçadan bir az uzun biçilib ki, qolunuzu irəli uzadanda dartılmasın, hər bağlayıcı isə arxadan bərkidilib ki, qopmasın."),
    ),
    section(
      "Biçim və ölçü",
      p("Biçim düzdür, çiyinlərdə altdan sviter geyinmək üçün yer var. İki ölçü arasındasınızsa və onu toxunma paltarın üstündən geyinmək istəyirsinizsə, böyük ölçünü götürün; köynəyin üstündə daha yaxın otursun deyə adi ölçünüzü seçin. Qol uzunluğu çiyin tikişindən manjetə qədər ölçülür və ölçü cədvəlində göstərilib."),
      list("Modelin boyu: 174 sm, əynindəki ölçü S", "M ölçüsünün uzunluğu: çiyindən 96 sm", "İki yan cib və bir daxili cib"),
    ),
    section(
      "Qulluq",
      p("Hər geyinmədən sonra yumaq əvəzinə toz və palçığı quruyandan sonra fırça ilə təmizləyin. Yumaq lazım olanda bütün bağlayıcıları bağlayın, paltarı tərsinə çevirin və 30 °C-də zərif rejimdə yuyun, ya da kimyəvi təmizləməyə verin. Radiatordan və birbaşa günəşdən uzaqda, düz səthdə və ya enli asılqanda qurudun."),
    ),
    section(
      "Çatdırılma və qaytarma",
      p("Bakı daxilində növbəti iş günü, Azərbaycanın digər bölgələrinə isə iki-dörd gün ərzində çatdırırıq. Ölçü uyğun gəlmədisə, məhsulu 14 gün ərzində qaytara və ya dəyişə bilərsiniz: etiketləri saxlayın, kuryer onu qapınızdan götürəcək."),
    ),
    section(
      "Niyə seçdik",
      p("Mağazaya əlavə etməzdən əvvəl nümunəni küləkli Bakı fevralı boyu geyindik. Bir ay gündəlik geyimdən sonra forması pozulmadı, manjetlərdə parça tüklənmədi, bağlayıcılar isə ilk gündəki kimi işləyir. Satmaq istədiyimiz şey məhz belədir: bir neçə qışdan sonra da əlinizin uzanacağı paltar."),
    ),
  ].join(""),
  [
    section(
      "Как это сшито",
      p("Верхняя ткань сплетена достаточно плотно, чтобы не пропускать ветер с Каспия, и всё же даёт телу дышать на долгой прогулке по бульвару. Швы проклеены изнутри, подкладка скроена чуть длиннее верха, чтобы не тянуть, когда вы вытягиваете руку вперёд, а каждая застёжка укреплена с изнанки и не вырвется."),
    ),
    section(
      "Посадка и размер",
      p("Крой прямой, в плечах есть место для свитера. Если вы между двумя размерами и собираетесь носить вещь поверх трикотажа, возьмите больший; для более близкой посадки поверх рубашки — свой обычный размер. Длина рукава измеряется от плечевого шва до манжеты и указана в таблице размеров."),
      list("Рост модели: 174 см, на модели размер S", "Длина размера M: 96 см от плеча", "Два боковых кармана и один внутренний"),
    ),
    section(
      "Уход",
      p("Вместо стирки после каждой носки счищайте пыль и грязь щёткой, когда они высохнут. Если стирка всё же нужна, застегните все застёжки, выверните вещь наизнанку и стирайте в деликатном режиме при 30 °C или отдайте в химчистку. Сушите в расправленном виде или на широких плечиках, вдали от батарей и прямого солнца."),
    ),
    section(
      "Доставка и возврат",
      p("По Баку доставляем на следующий рабочий день, в другие регионы Азербайджана — за два–четыре дня. Если размер не подошёл, вещь можно вернуть или обменять в течение 14 дней: сохраните бирки, и курьер заберёт её у вашей двери."),
    ),
    section(
      "Почему мы это выбрали",
      p("Прежде чем добавить вещь в магазин, мы проносили образец весь ветреный бакинский февраль. После месяца ежедневной носки она сохранила форму, ткань на манжетах не скаталась, а застёжки работают как в первый день. Именно такие вещи мы хотим продавать: те, за которыми вы будете тянуться и через несколько зим."),
    ),
  ].join(""),
);

const FRAGRANCE: I18n = t(
  [
    section(
      "How it smells",
      p("The first minutes are warm and bright: saffron, bergamot and a drop of pink pepper. After half an hour the heart opens into Damask rose and black tea, and by evening what stays on the skin is soft cedar, amber and a trace of vanilla — close to the body rather than loud."),
      list("Top notes: saffron, bergamot, pink pepper", "Heart: Damask rose, black tea", "Base: cedar, amber, vanilla"),
    ),
    section(
      "How to wear it",
      p("Two or three sprays are enough for the whole day. Apply them to the pulse points — wrists, the base of the neck, behind the ears — from a hand's width away, and do not rub your wrists together: rubbing burns off the top notes faster. On clothes the scent lasts longer but sounds flatter; on skin it develops."),
    ),
    section(
      "Storage",
      p("Light and heat are what spoil a fragrance. Keep the bottle in its box or in a drawer at room temperature, not on a sunny windowsill or in the bathroom, and put the cap back after use. Stored like this, an opened bottle keeps its character for three years or more."),
    ),
    section(
      "Delivery and returns",
      p("We deliver across Baku on the next working day and to the other regions of Azerbaijan within two to four days. For hygiene reasons a fragrance can be returned within 14 days only while its cellophane is intact; if the bottle arrives damaged, tell us the same day and we will replace it."),
    ),
    section(
      "Why we chose it",
      p("Our team tried a dozen scents for a month, on skin and on paper strips, in the office and out in the summer heat. This was the one people kept asking about: it stayed pleasant all day, never turned sharp in the heat and could still be noticed in the evening."),
    ),
  ].join(""),
  [
    section(
      "Necə qoxur",
      p("İlk dəqiqələr isti və parlaqdır: zəfəran, berqamot və bir damla çəhrayı istiot. Yarım saatdan sonra ürək notlarında Dəməşq qızılgülü və qara çay açılır, axşama isə dəridə yumşaq sidr, kəhrəba və vanil izi qalır — yüksək səslə deyil, bədənə yaxın."),
      list("Yuxarı notlar: zəfəran, berqamot, çəhrayı istiot", "Ürək notları: Dəməşq qızılgülü, qara çay", "Baza notları: sidr, kəhrəba, vanil"),
    ),
    section(
      "Necə istifadə etməli",
      p("Bütün gün üçün iki-üç püskürtmə kifayətdir. Ətri bir ovuc məsafədən nəbz nöqtələrinə — biləklərə, boynun dibinə, qulaqların arxasına vurun və biləkləri bir-birinə sürtməyin: sürtmək yuxarı notları daha tez uçurur. Paltarda ətir daha uzun qalır, amma daha sadə səslənir; dəridə isə açılır."),
    ),
    section(
      "Saxlanma",
      p("Ətri işıq və istilik korlayır. Şüşəni qutusunda və ya siyirmədə, otaq temperaturunda saxlayın — günəşli pəncərə qabağında və ya hamamda yox — və istifadədən sonra qapağını bağlayın. Belə saxlandıqda açılmış şüşə üç il və daha çox öz xarakterini qoruyur."),
    ),
    section(
      "Çatdırılma və qaytarma",
      p("Bakı daxilində növbəti iş günü, Azərbaycanın digər bölgələrinə isə iki-dörd gün ərzində çatdırırıq. Gigiyena səbəbindən ətri 14 gün ərzində yalnız selofanı açılmayıbsa qaytarmaq olar; şüşə zədəli çatıbsa, elə həmin gün bizə xəbər verin, onu dəyişək."),
    ),
    section(
      "Niyə seçdik",
      p("Komandamız bir ay ərzində onlarla ətri dəridə və kağız zolaqlarda, ofisdə və yay istisində sınadı. Haqqında ən çox soruşulan bu ətir oldu: gün boyu xoş qaldı, istidə kəskinləşmədi və axşam da hiss olunurdu."),
    ),
  ].join(""),
  [
    section(
      "Как он звучит",
      p("Первые минуты тёплые и яркие: шафран, бергамот и капля розового перца. Через полчаса раскрывается сердце — дамасская роза и чёрный чай, а к вечеру на коже остаются мягкий кедр, амбра и след ванили: близко к телу, без громкости."),
      list("Верхние ноты: шафран, бергамот, розовый перец", "Сердце: дамасская роза, чёрный чай", "База: кедр, амбра, ваниль"),
    ),
    section(
      "Как носить",
      p("На весь день хватает двух-трёх нажатий. Наносите аромат на точки пульса — запястья, основание шеи, за ушами — с расстояния в ладонь и не растирайте запястья друг о друга: от трения верхние ноты улетучиваются быстрее. На одежде аромат держится дольше, но звучит проще; на коже он раскрывается."),
    ),
    section(
      "Хранение",
      p("Аромат портят свет и тепло. Держите флакон в коробке или в ящике при комнатной температуре — не на солнечном подоконнике и не в ванной — и закрывайте крышку после использования. При таком хранении открытый флакон сохраняет характер три года и дольше."),
    ),
    section(
      "Доставка и возврат",
      p("По Баку доставляем на следующий рабочий день, в другие регионы Азербайджана — за два–четыре дня. По гигиеническим причинам аромат можно вернуть в течение 14 дней, только если целлофан не вскрыт; если флакон пришёл повреждённым, сообщите нам в тот же день, и мы его заменим."),
    ),
    section(
      "Почему мы его выбрали",
      p("Месяц наша команда пробовала десяток ароматов на коже и на бумажных блоттерах, в офисе и на летней жаре. Об этом спрашивали чаще всего: он оставался приятным весь день, не становился резким в жару и всё ещё ощущался вечером."),
    ),
  ].join(""),
);

export const STORIES: Record<StoryKind, I18n> = { outerwear: OUTERWEAR, fragrance: FRAGRANCE };
