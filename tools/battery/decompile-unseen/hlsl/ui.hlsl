// Interface rendering: signed-distance-field text with outlines, rounded rectangles, nine-slice, gradient
// ramps, a vertex shader expanding glyph instances.
cbuffer UI : register(b0) { float4x4 Ortho; float4 OutlineColor; float OutlineWidth; float Softness; float2 AtlasSize; };
Texture2D<float> Sdf : register(t0);
Texture2D<float4> Atlas : register(t1);
SamplerState Lin : register(s0);
struct Glyph { float4 rect; float4 uvRect; uint color; };
StructuredBuffer<Glyph> Glyphs : register(t2);
struct UIV { float4 pos : SV_Position; float2 uv : TEXCOORD0; float4 col : COLOR0; float2 local : TEXCOORD1; float4 rect : RECT; };

UIV VSGlyph(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    Glyph g = Glyphs[iid];
    float2 c = float2(vid & 1, vid >> 1);
    UIV o;
    o.pos = mul(float4(lerp(g.rect.xy, g.rect.zw, c), 0, 1), Ortho);
    o.uv = lerp(g.uvRect.xy, g.uvRect.zw, c);
    o.col = float4((g.color >> uint4(0, 8, 16, 24)) & 0xff) / 255;
    o.local = c * (g.rect.zw - g.rect.xy);
    o.rect = g.rect;
    return o;
}

float4 PSSdfText(UIV i) : SV_Target
{
    float d = Sdf.Sample(Lin, i.uv);
    float w = fwidth(d) * Softness;
    float fill = smoothstep(0.5 - w, 0.5 + w, d);
    float outline = smoothstep(0.5 - OutlineWidth - w, 0.5 - OutlineWidth + w, d);
    float4 c = lerp(OutlineColor, i.col, fill);
    c.a *= outline;
    return c;
}

float4 PSRoundRect(UIV i) : SV_Target
{
    float2 half_ = (i.rect.zw - i.rect.xy) * 0.5;
    float r = min(OutlineWidth, min(half_.x, half_.y));
    float2 q = abs(i.local - half_) - half_ + r;
    float dist = length(max(q, 0)) + min(max(q.x, q.y), 0) - r;
    float a = saturate(0.5 - dist);
    return float4(i.col.rgb, i.col.a * a);
}

float4 PSNineSlice(UIV i) : SV_Target
{
    float2 size = i.rect.zw - i.rect.xy;
    float2 border = AtlasSize * OutlineWidth;
    float2 uv;
    uv.x = i.local.x < border.x ? i.local.x / border.x * 0.25 : (i.local.x > size.x - border.x ? 0.75 + (i.local.x - size.x + border.x) / border.x * 0.25 : 0.5);
    uv.y = i.local.y < border.y ? i.local.y / border.y * 0.25 : (i.local.y > size.y - border.y ? 0.75 + (i.local.y - size.y + border.y) / border.y * 0.25 : 0.5);
    return Atlas.Sample(Lin, lerp(i.uv, i.uv + uv / AtlasSize, 0.5)) * i.col;
}

float4 PSGradient(UIV i) : SV_Target
{
    float t = saturate(i.local.y / (i.rect.w - i.rect.y));
    float4 a = OutlineColor, b = i.col;
    float4 c = lerp(a, b, t * t * (3 - 2 * t));
    uint2 p = (uint2)i.pos.xy;
    float dither = ((p.x ^ p.y) & 3) / 1024.0;
    return c + dither;
}
