import { Mail, MapPin, Phone } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { SectionHeading } from "~/components/ui/section-heading";
import type { ContactSection } from "~/content/contact-section.server";

const icons: Record<ContactSection["channels"]["items"][number]["id"], ReactNode> = {
  call: <Phone aria-hidden="true" className="size-6" strokeWidth={1.75} />,
  email: <Mail aria-hidden="true" className="size-6" strokeWidth={1.75} />,
  visit: <MapPin aria-hidden="true" className="size-6" strokeWidth={1.75} />,
};

/** The dark band with the call, email and office boxes (tel: and mailto: links). */
export function ContactChannels({
  id = "contact-channels",
  words: contactChannelsCopy,
  items: contactChannels,
}: { id?: string } & ContactSection["channels"]) {
  return (
    <section
      aria-labelledby={id}
      className="on-dark section-y bg-band relative isolate overflow-hidden text-white"
    >
      <div aria-hidden="true" className="glow absolute inset-0 -z-10" />
      <div className="container-site">
        <SectionHeading
          id={id}
          eyebrow={contactChannelsCopy.otherWaysToReach}
          title={contactChannelsCopy.preferToTalkWe}
          intro={contactChannelsCopy.callWriteOrDrop}
          tone="dark"
        />
        <ul className="mt-12 grid gap-5 md:mt-16 md:grid-cols-3 lg:gap-8">
          {contactChannels.map((channel) => (
            <li
              key={channel.id}
              className="relative flex flex-col rounded-[20px] border border-white/10 bg-white/[0.04] p-7 transition duration-200 hover:border-white/25 hover:bg-white/[0.07] md:p-8"
            >
              <span className="bg-mint text-on-accent inline-flex size-14 items-center justify-center rounded-2xl">
                {icons[channel.id]}
              </span>
              <h3 className="mt-6 text-xl leading-7 font-bold text-white">{channel.title}</h3>
              <p className="text-on-dark-muted mt-2 text-base">{channel.description}</p>
              {channel.href ? (
                <a
                  href={channel.href}
                  className="hover:text-mint hover:decoration-mint mt-5 text-lg font-semibold break-words text-white underline decoration-white/30 underline-offset-4 after:absolute after:inset-0 after:rounded-[20px] md:text-base lg:text-lg"
                >
                  {channel.value}
                </a>
              ) : (
                <p className="mt-5 text-lg font-semibold text-white md:text-base lg:text-lg">
                  {channel.value}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
