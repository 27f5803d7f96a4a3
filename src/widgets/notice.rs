//! A notice or error banner.

use yew::prelude::*;

/// How serious a notice is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NoticeKind {
    /// Information, e.g. a URL parameter that fell back to its default.
    Info,
    /// Something the reader should fix.
    Error,
}

/// Props of [`Notice`].
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// Seriousness.
    pub kind: NoticeKind,
    /// The message.
    pub children: Html,
}

/// A banner: `role=status` for information, `role=alert` for errors.
#[function_component(Notice)]
pub fn notice(props: &NoticeProps) -> Html {
    let (class, role) = match props.kind {
        NoticeKind::Info => ("notice notice-info", "status"),
        NoticeKind::Error => ("notice notice-error", "alert"),
    };
    html! { <div class={class} role={role}>{ props.children.clone() }</div> }
}

/// Props of [`Notices`].
#[derive(Properties, PartialEq)]
pub struct NoticesProps {
    /// The messages, e.g. what a link asked for that could not be shown.
    pub notices: std::rc::Rc<Vec<String>>,
}

/// One information banner per message (the view's notices from `crate::view::use_view`).
#[function_component(Notices)]
pub fn notices(props: &NoticesProps) -> Html {
    html! {
        { for props.notices.iter().map(|n| html! { <Notice kind={NoticeKind::Info}>{ n.clone() }</Notice> }) }
    }
}
