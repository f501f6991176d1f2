// Decompiled by dxkit from a ps_5_0 program.

Texture2DMS<float4> Color : register(t0);
Texture2DMSArray<float4> Layers : register(t1);

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main()
{
    Output o;
    {
        float w, h, n;
        Color.GetDimensions(w, h, n);
        o.SV_Target0.x = n;
    }
    {
        uint w, h, n;
        Color.GetDimensions(w, h, n);
        o.SV_Target0.y = asfloat(n);
    }
    {
        uint w, h, e, n;
        Layers.GetDimensions(w, h, e, n);
        o.SV_Target0.z = asfloat(n);
    }
    o.SV_Target0.w = 0.0f;
    return o;
}
